import { z } from 'zod';
import { defineEndpoints, perm } from '../../../api/endpoint.js';
import {
  type PortalCard,
  type PortalDetail,
  type PortalFile,
  portalEndpoints,
} from '../../../resource/portal-endpoints.js';
import { VETERAN_PERMISSION } from '../../accounts/index.js';
import { articleResource } from '../resources/article.js';
import { policyResource } from '../resources/policy.js';

const idQuery = z.object({ id: z.string().min(1, '缺少参数：id').max(32) });

const articles = portalEndpoints(articleResource);
const policies = portalEndpoints(policyResource);

export const policyApplicabilitySchema = z.object({
  /** Whether the account is linked to an archive; without one nothing can be said. */
  linked: z.boolean(),
  applies: z.boolean(),
  reasons: z.array(z.object({ met: z.boolean(), text: z.string() })),
});

export type PortalArticleCard = PortalCard<typeof articleResource>;
export type PortalArticleDetail = PortalDetail<typeof articleResource>;
export type PortalPolicyCard = PortalCard<typeof policyResource>;
export type PortalPolicyDetail = PortalDetail<typeof policyResource>;
export type PolicyApplicability = z.infer<typeof policyApplicabilitySchema>;
export type PortalAttachment = PortalFile;

/** The portal's news and policies, projected from their definitions: published only. */
export const publishingPortalApi = {
  articleList: articles.list,
  articleById: articles.queryById,
  policyList: policies.list,
  policyById: policies.queryById,
};

/** 政策找人 for the signed-in veteran: does this policy apply to me, and why. */
export const policyMatchApi = defineEndpoints('政策找人', {
  applicability: {
    method: 'GET',
    path: '/publishing/policy/applicability',
    summary: '该政策是否适用于当前退役军人及原因',
    access: perm(VETERAN_PERMISSION),
    query: idQuery,
    response: policyApplicabilitySchema,
  },
});
