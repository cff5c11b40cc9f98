import type {
  DictDef,
  PortalCard,
  PortalListQuery,
  PortalPath,
  ResourceDef,
} from '@vets/contracts';
import { Fragment, type ReactNode } from 'react';
import ListBody from '../components/ListBody';
import SearchBar from '../components/SearchBar';
import { dictOptions, dictValueFrom } from '../dict-options';
import { pageFrom, textFrom } from '../list-params';
import Select from '../ui/Select';
import { useListSearch } from '../use-list-search';
import { useProjectionList } from './projection-queries';

/**
 * A filter of a projected list, by the field it filters: one of a dictionary's items (`param`
 * names it in the URL when a link shared before used another name), or a control of its own
 * (`cityFilter`), which the pages that use it bring.
 */
export type ProjectionFilter =
  | { field: string; param?: string; label: string; placeholder: string; dict: DictDef }
  | {
      field: string;
      read: (search: URLSearchParams) => string | undefined;
      control: (value: string | undefined, onChange: (value?: string) => void) => ReactNode;
    };

interface Props<D extends ResourceDef> {
  path: PortalPath<D>;
  /** The search form's accessible name and the keyword box's hint. */
  search: { label: string; placeholder: string };
  filters?: readonly ProjectionFilter[];
  pageSize: number;
  columns?: number;
  emptyText: string;
  renderItem: (item: PortalCard<D>) => ReactNode;
  /** Above the search bar: the page's title and introduction. */
  header?: ReactNode;
  /** Between the search bar and the list, given the number of matches (a count). */
  heading?: (total: number | undefined) => ReactNode;
}

function filterValue(search: URLSearchParams, f: ProjectionFilter): string | undefined {
  return 'read' in f ? f.read(search) : dictValueFrom(f.dict, textFrom(search, f.param ?? f.field));
}

/**
 * A portal list a definition projects: the keyword and filters kept in the URL, the search bar,
 * the cards and the pager.
 */
export default function ProjectionList<D extends ResourceDef>(props: Props<D>) {
  const { path, filters = [], pageSize } = props;
  const { search, update } = useListSearch();
  const keyword = textFrom(search, 'keyword');
  const values = Object.fromEntries(filters.map((f) => [f.field, filterValue(search, f)]));
  const query = useProjectionList<D>(path, {
    keyword,
    ...values,
    pageNo: pageFrom(search),
    pageSize,
  } as PortalListQuery<D>);
  return (
    <>
      {props.header}
      <SearchBar
        keyword={keyword}
        label={props.search.label}
        placeholder={props.search.placeholder}
        onSearch={(value) => update({ keyword: value })}
      >
        {filters.map((f) =>
          'read' in f ? (
            <Fragment key={f.field}>
              {f.control(values[f.field], (value) => update({ [f.field]: value }))}
            </Fragment>
          ) : (
            <Select
              key={f.field}
              label={f.label}
              placeholder={f.placeholder}
              value={values[f.field]}
              options={dictOptions(f.dict)}
              onChange={(value) => update({ [f.param ?? f.field]: value })}
            />
          ),
        )}
      </SearchBar>
      {props.heading?.(query.data?.total)}
      <ListBody<PortalCard<D>>
        query={query}
        columns={props.columns ?? 1}
        emptyText={props.emptyText}
        renderItem={props.renderItem}
        onPageChange={(pageNo) => update({ pageNo })}
      />
    </>
  );
}
