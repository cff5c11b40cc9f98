import type { PortalCompanyCard } from '@vets/contracts';
import CitySearchList from '../../components/CitySearchList';
import { useCompanyList } from '../../portal-queries';
import CompanyCard from '../components/CompanyCard';

/** 企业列表 (/zpqiye): approved companies by name and city. */
export default function CompanyList() {
  return (
    <CitySearchList<PortalCompanyCard>
      label="企业搜索"
      placeholder="搜索企业名称"
      pageSize={12}
      columns={3}
      emptyText="没有找到符合条件的企业"
      useList={useCompanyList}
      renderItem={(c) => <CompanyCard company={c} />}
    />
  );
}
