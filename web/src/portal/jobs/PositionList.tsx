import type { PortalPositionCard } from '@vets/contracts';
import CitySelect from '../components/CitySelect';
import ListBody from '../components/ListBody';
import PositionCard from '../components/PositionCard';
import SearchBar from '../components/SearchBar';
import { pageFrom, regionFrom, textFrom } from '../list-params';
import { usePositionList } from '../portal-queries';
import { useListSearch } from '../use-list-search';

const PAGE_SIZE = 10;

/** 岗位列表 (/zpgw): keyword, city and page live in the URL. */
export default function PositionList() {
  const { search, update } = useListSearch();
  const keyword = textFrom(search, 'keyword');
  const regionCode = regionFrom(search);
  const query = usePositionList({
    keyword,
    regionCode,
    pageNo: pageFrom(search),
    pageSize: PAGE_SIZE,
  });

  return (
    <>
      <SearchBar
        keyword={keyword}
        label="岗位搜索"
        placeholder="搜索岗位名称、企业、技能或福利"
        onSearch={(value) => update({ keyword: value })}
      >
        <CitySelect value={regionCode} onChange={(code) => update({ regionCode: code })} />
      </SearchBar>
      <ListBody<PortalPositionCard>
        query={query}
        columns={2}
        emptyText="没有找到符合条件的岗位"
        renderItem={(p) => <PositionCard position={p} />}
        onPageChange={(pageNo) => update({ pageNo })}
      />
    </>
  );
}
