import { useQuery } from '@tanstack/react-query';
import type {
  articleResource,
  PortalListQuery,
  policyMatchApi,
  policyResource,
} from '@vets/contracts';
import { veteranCall } from '../account';
import { useProjectionList } from '../projection/projection-queries';

const KEY = 'portal-publishing';

/** The newest news and policies, for the home page. */
export const useArticleList = (query: PortalListQuery<typeof articleResource>) =>
  useProjectionList<typeof articleResource>('article', query);
export const usePolicyList = (query: PortalListQuery<typeof policyResource>) =>
  useProjectionList<typeof policyResource>('policy', query);

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
