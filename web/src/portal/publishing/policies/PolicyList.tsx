import { type PortalPolicyCard, policyCategory, policyLevel } from '@vets/contracts';
import { useDocumentMeta } from '../../../app/document-meta';
import ListBody from '../../components/ListBody';
import SearchBar from '../../components/SearchBar';
import { pageFrom, textFrom } from '../../list-params';
import Select from '../../ui/Select';
import { useListSearch } from '../../use-list-search';
import PageTitle from '../components/PageTitle';
import PolicyRow from '../components/PolicyRow';
import { usePolicyList } from '../publishing-queries';

const PAGE_SIZE = 10;
const INTRO = '国家、省、市出台的退役军人就业、创业、培训和优待政策，附政策解读。';
const options = (items: ReadonlyArray<{ value: string; text: string }>) =>
  items.map((i) => ({ value: i.value, label: i.text }));

/** 政策法规 (/zcfg): published policies by keyword, level and category. */
export default function PolicyList() {
  useDocumentMeta('政策法规', INTRO);
  const { search, update } = useListSearch();
  const keyword = textFrom(search, 'keyword');
  const level = textFrom(search, 'level', 2);
  const category = textFrom(search, 'category', 2);
  const query = usePolicyList({
    keyword,
    level,
    category,
    pageNo: pageFrom(search),
    pageSize: PAGE_SIZE,
  });
  return (
    <>
      <PageTitle title="政策法规" intro={INTRO} />
      <SearchBar
        keyword={keyword}
        label="政策搜索"
        placeholder="搜索政策名称或文号"
        onSearch={(value) => update({ keyword: value })}
      >
        <Select
          label="层级"
          placeholder="全部层级"
          value={level}
          options={options(policyLevel.items)}
          onChange={(value) => update({ level: value })}
        />
        <Select
          label="类别"
          placeholder="全部类别"
          value={category}
          options={options(policyCategory.items)}
          onChange={(value) => update({ category: value })}
        />
      </SearchBar>
      <ListBody<PortalPolicyCard>
        query={query}
        emptyText="暂无政策"
        renderItem={(p) => <PolicyRow policy={p} />}
        onPageChange={(pageNo) => update({ pageNo })}
      />
    </>
  );
}
