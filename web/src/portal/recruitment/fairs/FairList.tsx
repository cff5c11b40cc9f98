import type { PortalJobFairCard } from '@vets/contracts';
import ListBody from '../../components/ListBody';
import SearchBar from '../../components/SearchBar';
import { pageFrom, textFrom } from '../../list-params';
import type { FairFilters } from '../../portal-api';
import { useFairList } from '../../portal-queries';
import Select from '../../ui/Select';
import { useListSearch } from '../../use-list-search';
import FairCard from '../components/FairCard';

const PAGE_SIZE = 9;
const FAIR_TYPES = [
  { value: '1', label: '线上招聘会' },
  { value: '2', label: '现场招聘会' },
];

const fairTypeFrom = (value: string | undefined): FairFilters['fairType'] =>
  value === '1' || value === '2' ? value : undefined;

/** 招聘会 (/zph): published fairs by name and kind, latest first. */
export default function FairList() {
  const { search, update } = useListSearch();
  const keyword = textFrom(search, 'keyword');
  const fairType = fairTypeFrom(textFrom(search, 'fairType'));
  const query = useFairList({ keyword, fairType, pageNo: pageFrom(search), pageSize: PAGE_SIZE });

  return (
    <>
      <SearchBar
        keyword={keyword}
        label="招聘会搜索"
        placeholder="搜索招聘会名称"
        onSearch={(value) => update({ keyword: value })}
      >
        <Select
          label="举办方式"
          placeholder="全部方式"
          value={fairType}
          options={FAIR_TYPES}
          onChange={(value) => update({ fairType: value })}
        />
      </SearchBar>
      <ListBody<PortalJobFairCard>
        query={query}
        columns={3}
        emptyText="暂无招聘会"
        renderItem={(f) => <FairCard fair={f} />}
        onPageChange={(pageNo) => update({ pageNo })}
      />
    </>
  );
}
