import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contestPortalApi } from '@vets/contracts';
import { portalCall } from '../../portal-http';

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
      portalCall(contestPortalApi.list, {
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
    queryFn: () => portalCall(contestPortalApi.signUp, {}),
  });

/** One edition; waits for an id (a missing one is the page's to report). */
export const useContest = (id: string | null) =>
  useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: () => portalCall(contestPortalApi.byId, { query: { id: id as string } }),
    enabled: Boolean(id),
  });
