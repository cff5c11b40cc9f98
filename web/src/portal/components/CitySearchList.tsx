import type { UseQueryResult } from '@tanstack/react-query';
import type { PageResult } from '@vets/contracts';
import type { ReactNode } from 'react';
import { pageFrom, regionFrom, textFrom } from '../list-params';
import { useListSearch } from '../use-list-search';
import CitySelect from './CitySelect';
import ListBody from './ListBody';
import SearchBar from './SearchBar';

interface CityFilters {
  keyword?: string | undefined;
  regionCode?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** A portal list searched by keyword and city, both kept in the URL with the page. */
export default function CitySearchList<T extends { id: string }>(props: {
  label: string;
  placeholder: string;
  pageSize: number;
  columns: number;
  emptyText: string;
  useList(filters: CityFilters): UseQueryResult<PageResult<T>>;
  renderItem(item: T): ReactNode;
}) {
  const { search, update } = useListSearch();
  const keyword = textFrom(search, 'keyword');
  const regionCode = regionFrom(search);
  const query = props.useList({
    keyword,
    regionCode,
    pageNo: pageFrom(search),
    pageSize: props.pageSize,
  });
  return (
    <>
      <SearchBar
        keyword={keyword}
        label={props.label}
        placeholder={props.placeholder}
        onSearch={(value) => update({ keyword: value })}
      >
        <CitySelect value={regionCode} onChange={(code) => update({ regionCode: code })} />
      </SearchBar>
      <ListBody<T>
        query={query}
        columns={props.columns}
        emptyText={props.emptyText}
        renderItem={props.renderItem}
        onPageChange={(pageNo) => update({ pageNo })}
      />
    </>
  );
}
