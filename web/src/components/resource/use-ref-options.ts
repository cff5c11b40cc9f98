import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type RefOption, type ResourceDef, refOptionsEndpoint } from '@vets/contracts';
import { useEffect, useMemo, useState } from 'react';
import { call } from '../../api/call';

/** Typing waits this long before the server is asked. */
export const REF_SEARCH_DELAY_MS = 300;
export const REF_PAGE_SIZE = 20;

/** `value` after it has stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay = REF_SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The choices of a reference field from the server: the records whose title contains `keyword`,
 * a page at a time (`more` loads the next), fetched only while `open`.
 */
export function useRefOptions(owner: ResourceDef, field: string, keyword: string, open: boolean) {
  const endpoint = useMemo(() => refOptionsEndpoint(owner), [owner]);
  const pages = useInfiniteQuery({
    queryKey: ['ref-options', owner.key, field, keyword],
    enabled: open,
    placeholderData: keepPreviousData,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      (
        await call(endpoint, {
          query: {
            field,
            ...(keyword ? { keyword } : {}),
            pageNo: pageParam,
            pageSize: REF_PAGE_SIZE,
          },
        })
      ).result,
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });
  const options: RefOption[] = pages.data?.pages.flatMap((p) => p.records) ?? [];
  return {
    options,
    total: pages.data?.pages[0]?.total ?? 0,
    loading: pages.isFetching,
    more: () => {
      if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
    },
  };
}

/** The titles of chosen values that no loaded page holds (a record opened for editing). */
export function useRefLabels(owner: ResourceDef, field: string, values: string[]) {
  const endpoint = useMemo(() => refOptionsEndpoint(owner), [owner]);
  const wanted = values.join(',');
  const labels = useQuery({
    queryKey: ['ref-labels', owner.key, field, wanted],
    enabled: values.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    queryFn: async () =>
      (
        await call(
          endpoint,
          { query: { field, values: wanted, pageSize: Math.min(values.length, 50) } },
          { silent: true },
        )
      ).result.records,
  });
  return labels.data ?? [];
}

/**
 * The only record a reference field can name, when the caller's scope holds exactly one (a
 * company user's own company); undefined while loading or when there are several or none.
 */
export function useSoleOption(owner: ResourceDef, field: string, enabled: boolean) {
  const endpoint = useMemo(() => refOptionsEndpoint(owner), [owner]);
  const sole = useQuery({
    queryKey: ['ref-sole', owner.key, field],
    enabled,
    staleTime: 60_000,
    queryFn: async () =>
      (await call(endpoint, { query: { field, pageNo: 1, pageSize: 2 } }, { silent: true })).result,
  });
  // A disabled query still answers from the cache another picker of the field filled.
  return enabled && sole.data?.total === 1 ? sole.data.records[0] : undefined;
}
