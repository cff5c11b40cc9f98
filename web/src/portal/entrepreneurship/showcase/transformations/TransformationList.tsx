import { cooperationMode, type transformationResource, transformType } from '@vets/contracts';
import { cityFilter } from '../../../components/city-filter';
import ProjectionList from '../../../projection/ProjectionList';
import { useProjectionList } from '../../../projection/projection-queries';
import { RocketIcon } from '../../../ui/icons';
import ListHeading from '../components/ListHeading';
import PageIntro from '../components/PageIntro';
import TransformationCard from './TransformationCard';

type Def = typeof transformationResource;
const EVERYTHING = { pageNo: 1, pageSize: 1 };

/** 创业成果转化 (/cycgzh): results looking for partners or investment. */
export default function TransformationList() {
  const all = useProjectionList<Def>('transformation', EVERYTHING);
  return (
    <ProjectionList<Def>
      path="transformation"
      header={
        <PageIntro
          title="创业成果转化"
          icon={<RocketIcon />}
          stats={[{ label: '转化项目', value: all.data?.total, unit: '项' }]}
        >
          <p>
            发布退役军人创业者的技术成果、专利、项目和产品，寻求资金投资、技术合作、市场渠道和场地设备等合作。有意合作的单位可通过项目详情中的对接联系方式联系成果持有单位。
          </p>
        </PageIntro>
      }
      search={{ label: '成果转化搜索', placeholder: '搜索项目名称或持有单位' }}
      filters={[
        { field: 'resultType', label: '成果类型', placeholder: '全部类型', dict: transformType },
        {
          field: 'cooperationModes',
          param: 'cooperation',
          label: '合作方式',
          placeholder: '全部合作方式',
          dict: cooperationMode,
        },
        cityFilter,
      ]}
      heading={(total) => <ListHeading title="转化项目" total={total} unit="项" />}
      pageSize={9}
      columns={3}
      emptyText="暂无符合条件的成果转化项目"
      renderItem={(t) => <TransformationCard item={t} />}
    />
  );
}
