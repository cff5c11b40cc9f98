import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { policyMatchApi, publishingPortalApi } from '@vets/contracts';
import { veteranCall } from '../account';
import { portalRead } from '../portal-http';

type Api = typeof publishingPortalApi;

export interface ArticleFilters {
  keyword?: string | undefined;
  category?: string | undefined;
  pageNo: number;
  pageSize: number;
}

export interface PolicyFilters extends ArticleFilters {
  level?: string | undefined;
}

const KEY = 'portal-publishing';

export const useArticleList = (query: ArticleFilters) =>
  useQuery({
    queryKey: [KEY, 'articles', query],
    queryFn: () => portalRead<Api['articleList']>('/portal/article/list', { query }),
    placeholderData: keepPreviousData,
  });

export const usePolicyList = (query: PolicyFilters) =>
  useQuery({
    queryKey: [KEY, 'policies', query],
    queryFn: () => portalRead<Api['policyList']>('/portal/policy/list', { query }),
    placeholderData: keepPreviousData,
  });

/** Detail reads wait for an id; a missing one is the page's to report. */
export const useArticle = (id: string | null) =>
  useQuery({
    queryKey: [KEY, 'article', id],
    queryFn: () =>
      portalRead<Api['articleById']>('/portal/article/queryById', { query: { id: id as string } }),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePolicy = (id: string | null) =>
  useQuery({
    queryKey: [KEY, 'policy', id],
    queryFn: () =>
      portalRead<Api['policyById']>('/portal/policy/queryById', { query: { id: id as string } }),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** 政策找人 for the signed-in veteran: whether the policy applies to them and why. */
export const usePolicyApplicability = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [KEY, 'applicability', id],
    queryFn: async () =>
      (
        await veteranCall<(typeof policyMatchApi)['applicability']>(
          'GET',
          '/publishing/policy/applicability',
          { query: { id } },
        )
      ).result,
    enabled,
  });
