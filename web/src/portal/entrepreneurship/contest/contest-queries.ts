import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { contestPortalApi } from '@vets/contracts';
import { portalRead } from '../../portal-http';

type Api = typeof contestPortalApi;

const KEY = ['portal', 'contest'] as const;

export interface ContestFilters {
  keyword?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** One page of the published contest editions. */
export const useContestList = (filters: ContestFilters) =>
  useQuery({
    queryKey: [...KEY, 'list', filters],
    queryFn: () =>
      portalRead<Api['list']>('/portal/contest/list', {
        query: {
          pageNo: filters.pageNo,
          pageSize: filters.pageSize,
          ...(filters.keyword ? { keyword: filters.keyword } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });

/** Editions taking sign-ups now. */
export const useContestSignUps = () =>
  useQuery({
    queryKey: [...KEY, 'signUp'],
    queryFn: () => portalRead<Api['signUp']>('/portal/contest/signUp', {}),
  });

/** One edition; waits for an id (a missing one is the page's to report). */
export const useContest = (id: string | null) =>
  useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: () =>
      portalRead<Api['byId']>('/portal/contest/queryById', { query: { id: id as string } }),
    enabled: Boolean(id),
  });
