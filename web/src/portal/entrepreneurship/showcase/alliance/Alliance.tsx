import type { PortalAllianceCard } from '@vets/contracts';
import CitySearchList from '../../../components/CitySearchList';
import { ReadIcon } from '../../../ui/icons';
import { useListSearch } from '../../../use-list-search';
import ListHeading from '../components/ListHeading';
import PageIntro from '../components/PageIntro';
import { useAlliance } from '../showcase-queries';
import InstitutionCard from './InstitutionCard';
import InstitutionDetail from './InstitutionDetail';

const EVERYTHING = { pageNo: 1, pageSize: 1 };

/**
 * 教育培训联盟 (/jypxlm): the training institutions in the alliance, by keyword and city;
 * `?id=<id>` shows one of them in the same route.
 */
export default function Alliance() {
  const { search } = useListSearch();
  const id = search.get('id');
  if (id) return <InstitutionDetail id={id} />;
  return <AllianceHome />;
}

function AllianceHome() {
  const all = useAlliance(EVERYTHING);
  return (
    <>
      <PageIntro
        title="退役军人教育培训联盟"
        icon={<ReadIcon />}
        stats={[{ label: '成员机构', value: all.data?.total, unit: '家' }]}
      >
        <p>
          联盟由承担退役军人适应性培训和职业技能培训任务的职业院校、技工学校和企业培训中心组成，共享培训资源，提高培训质量，帮助退役军人掌握一技之长、实现稳定就业。
        </p>
      </PageIntro>
      <ListHeading title="成员机构" total={all.data?.total} unit="家" />
      <CitySearchList<PortalAllianceCard>
        label="成员机构搜索"
        placeholder="搜索机构名称或培训专业"
        pageSize={12}
        columns={3}
        emptyText="暂无符合条件的成员机构"
        useList={useAlliance}
        renderItem={(i) => <InstitutionCard item={i} />}
      />
    </>
  );
}
