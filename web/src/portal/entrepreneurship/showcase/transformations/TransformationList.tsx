import { cooperationMode, type PortalTransformationCard, transformType } from '@vets/contracts';
import CitySelect from '../../../components/CitySelect';
import ListBody from '../../../components/ListBody';
import SearchBar from '../../../components/SearchBar';
import { pageFrom, regionFrom, textFrom } from '../../../list-params';
import { RocketIcon } from '../../../ui/icons';
import Select from '../../../ui/Select';
import { useListSearch } from '../../../use-list-search';
import ListHeading from '../components/ListHeading';
import PageIntro from '../components/PageIntro';
import { dictOptions, dictValueFrom } from '../dict-options';
import { useTransformations } from '../showcase-queries';
import TransformationCard from './TransformationCard';

const PAGE_SIZE = 9;
const TYPES = dictOptions(transformType);
const MODES = dictOptions(cooperationMode);
const EVERYTHING = { pageNo: 1, pageSize: 1 };

/** 创业成果转化 (/cycgzh): results looking for partners or investment. */
export default function TransformationList() {
  const { search, update } = useListSearch();
  const keyword = textFrom(search, 'keyword');
  const resultType = dictValueFrom(transformType, textFrom(search, 'resultType'));
  const cooperation = dictValueFrom(cooperationMode, textFrom(search, 'cooperation'));
  const regionCode = regionFrom(search);
  const query = useTransformations({
    keyword,
    resultType,
    cooperationModes: cooperation,
    regionCode,
    pageNo: pageFrom(search),
    pageSize: PAGE_SIZE,
  });
  const all = useTransformations(EVERYTHING);

  return (
    <>
      <PageIntro
        title="创业成果转化"
        icon={<RocketIcon />}
        stats={[{ label: '转化项目', value: all.data?.total, unit: '项' }]}
      >
        <p>
          发布退役军人创业者的技术成果、专利、项目和产品，寻求资金投资、技术合作、市场渠道和场地设备等合作。有意合作的单位可通过项目详情中的对接联系方式联系成果持有单位。
        </p>
      </PageIntro>
      <SearchBar
        keyword={keyword}
        label="成果转化搜索"
        placeholder="搜索项目名称或持有单位"
        onSearch={(value) => update({ keyword: value })}
      >
        <Select
          label="成果类型"
          placeholder="全部类型"
          value={resultType}
          options={TYPES}
          onChange={(value) => update({ resultType: value })}
        />
        <Select
          label="合作方式"
          placeholder="全部合作方式"
          value={cooperation}
          options={MODES}
          onChange={(value) => update({ cooperation: value })}
        />
        <CitySelect value={regionCode} onChange={(code) => update({ regionCode: code })} />
      </SearchBar>
      <ListHeading title="转化项目" total={query.data?.total} unit="项" />
      <ListBody<PortalTransformationCard>
        query={query}
        columns={3}
        emptyText="暂无符合条件的成果转化项目"
        renderItem={(t) => <TransformationCard item={t} />}
        onPageChange={(pageNo) => update({ pageNo })}
      />
    </>
  );
}
