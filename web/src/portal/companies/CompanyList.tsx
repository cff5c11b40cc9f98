import type { PortalCompanyCard } from '@vets/contracts';
import CitySelect from '../components/CitySelect';
import CompanyCard from '../components/CompanyCard';
import ListBody from '../components/ListBody';
import SearchBar from '../components/SearchBar';
import { pageFrom, regionFrom, textFrom } from '../list-params';
import { useCompanyList } from '../portal-queries';
import { useListSearch } from '../use-list-search';

const PAGE_SIZE = 12;

/** 企业列表 (/zpqiye): approved companies by name and city. */
export default function CompanyList() {
  const { search, update } = useListSearch();
  const keyword = textFrom(search, 'keyword');
  const regionCode = regionFrom(search);
  const query = useCompanyList({
    keyword,
    regionCode,
    pageNo: pageFrom(search),
    pageSize: PAGE_SIZE,
  });

  return (
    <>
      <SearchBar
        keyword={keyword}
        label="企业搜索"
        placeholder="搜索企业名称"
        onSearch={(value) => update({ keyword: value })}
      >
        <CitySelect value={regionCode} onChange={(code) => update({ regionCode: code })} />
      </SearchBar>
      <ListBody<PortalCompanyCard>
        query={query}
        columns={3}
        emptyText="没有找到符合条件的企业"
        renderItem={(c) => <CompanyCard company={c} />}
        onPageChange={(pageNo) => update({ pageNo })}
      />
    </>
  );
}
