import { useCallback, useEffect, useRef, useState } from 'react';
import { http, type RequestOptions } from '../../api/request';
import type { PageState } from '../table/standard-pagination';
import { type PagedRows, pagedRows } from './paged-result';

export type ListParams = NonNullable<RequestOptions['params']>;

export interface PagedList<T> extends PagedRows<T> {
  loading: boolean;
  reload: () => void;
}

/** One page of a list url with pageNo/pageSize and the given filters; nothing while `url` is null. */
export function usePagedList<T>(
  url: string | null,
  params: ListParams,
  page: PageState,
): PagedList<T> {
  const [data, setData] = useState<PagedRows<T>>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const latest = useRef(0);
  const paramsKey = JSON.stringify(params);

  // biome-ignore lint/correctness/useExhaustiveDependencies: paramsKey stands for params; reloads forces a fetch.
  useEffect(() => {
    if (!url) return;
    const call = ++latest.current;
    setLoading(true);
    http
      .get<unknown>(url, { ...params, pageNo: page.current, pageSize: page.size })
      .then((res) => call === latest.current && setData(pagedRows<T>(res.result)))
      .catch(() => {})
      .finally(() => call === latest.current && setLoading(false));
  }, [url, paramsKey, page.current, page.size, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { ...data, loading, reload };
}
