import { z } from 'zod';
import { defineEndpoints, OPEN, pageOf, perm } from '../../../api/endpoint.js';
import { VETERAN_PERMISSION } from '../../accounts/index.js';

const paging = {
  pageNo: z.coerce.number().int().min(1, '页码无效').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50, '每页最多50条').default(10),
};
const keyword = z.string().trim().max(30, '关键词最多30个字').optional();
const idQuery = z.object({ id: z.string().min(1, '缺少参数：id').max(32) });
const code = (message: string) =>
  z
    .string()
    .regex(/^\d{1,2}$/, message)
    .optional();

const attachment = z.object({ name: z.string(), path: z.string(), ext: z.string() });

export const portalArticleCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  categoryText: z.string(),
  summary: z.string().nullable(),
  cover: z.string().nullable(),
  publishTime: z.string().nullable(),
  isTop: z.boolean(),
  viewCount: z.number(),
});

export const portalArticleDetailSchema = portalArticleCardSchema.extend({
  source: z.string().nullable(),
  author: z.string().nullable(),
  /** Sanitised HTML. */
  body: z.string(),
  attachments: z.array(attachment),
});

export const portalPolicyCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  issuingAuthority: z.string(),
  docNumber: z.string().nullable(),
  level: z.string(),
  levelText: z.string(),
  category: z.string(),
  categoryText: z.string(),
  issueDate: z.string(),
  expireDate: z.string().nullable(),
  /** Past its 有效期至: the portal shows 已失效. */
  expired: z.boolean(),
  summary: z.string().nullable(),
  publishTime: z.string().nullable(),
  isTop: z.boolean(),
  viewCount: z.number(),
});

export const portalPolicyDetailSchema = portalPolicyCardSchema.extend({
  effectiveDate: z.string().nullable(),
  /** 适用对象, one condition per line. */
  audience: z.array(z.string()),
  body: z.string(),
  interpretation: z.string().nullable(),
  attachments: z.array(attachment),
});

export const policyApplicabilitySchema = z.object({
  /** Whether the account is linked to an archive; without one nothing can be said. */
  linked: z.boolean(),
  applies: z.boolean(),
  reasons: z.array(z.object({ met: z.boolean(), text: z.string() })),
});

export type PortalArticleCard = z.infer<typeof portalArticleCardSchema>;
export type PortalArticleDetail = z.infer<typeof portalArticleDetailSchema>;
export type PortalPolicyCard = z.infer<typeof portalPolicyCardSchema>;
export type PortalPolicyDetail = z.infer<typeof portalPolicyDetailSchema>;
export type PolicyApplicability = z.infer<typeof policyApplicabilitySchema>;
export type PortalAttachment = z.infer<typeof attachment>;

/** The portal's news and policies: published items only, no personal field. */
export const publishingPortalApi = defineEndpoints('门户', {
  articleList: {
    method: 'GET',
    path: '/portal/article/list',
    summary: '门户新闻资讯列表（置顶在前）',
    access: OPEN,
    query: z.object({ keyword, category: code('类别无效'), ...paging }),
    response: pageOf(portalArticleCardSchema),
  },
  articleById: {
    method: 'GET',
    path: '/portal/article/queryById',
    summary: '门户新闻资讯详情（浏览量加一）',
    access: OPEN,
    query: idQuery,
    response: portalArticleDetailSchema,
  },
  policyList: {
    method: 'GET',
    path: '/portal/policy/list',
    summary: '门户政策列表（置顶在前）',
    access: OPEN,
    query: z.object({
      keyword,
      level: code('层级无效'),
      category: code('类别无效'),
      ...paging,
    }),
    response: pageOf(portalPolicyCardSchema),
  },
  policyById: {
    method: 'GET',
    path: '/portal/policy/queryById',
    summary: '门户政策详情（浏览量加一）',
    access: OPEN,
    query: idQuery,
    response: portalPolicyDetailSchema,
  },
});

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
