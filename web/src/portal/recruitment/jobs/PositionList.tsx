import type { PortalPositionCard } from '@vets/contracts';
import CitySearchList from '../../components/CitySearchList';
import { usePositionList } from '../../portal-queries';
import PositionCard from '../components/PositionCard';

/** 岗位列表 (/zpgw): keyword, city and page live in the URL. */
export default function PositionList() {
  return (
    <CitySearchList<PortalPositionCard>
      label="岗位搜索"
      placeholder="搜索岗位名称、企业、技能或福利"
      pageSize={10}
      columns={2}
      emptyText="没有找到符合条件的岗位"
      useList={usePositionList}
      renderItem={(p) => <PositionCard position={p} />}
    />
  );
}
