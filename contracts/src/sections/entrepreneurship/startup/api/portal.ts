import { z } from 'zod';
import { defineEndpoints, OPEN, pageOf } from '../../../../api/endpoint.js';

/** A contest edition as the portal lists it. */
export const portalContestCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  year: z.number(),
  theme: z.string(),
  organizer: z.string(),
  status: z.string(),
  statusText: z.string(),
  signUpStart: z.string().nullable(),
  signUpEnd: z.string().nullable(),
  entryCount: z.number(),
  resultsPublished: z.boolean(),
  publishTime: z.string().nullable(),
});
export type PortalContestCard = z.infer<typeof portalContestCardSchema>;

/** One judge's line of an entry's public score sheet: the judge by code only. */
const portalSheetLineSchema = z.object({
  /** 评委A, 评委B … */
  judge: z.string(),
  recused: z.boolean(),
  scores: z.array(z.number().nullable()),
  raw: z.number().nullable(),
  normalised: z.number().nullable(),
});

/**
 * A ranked entry as the public sees it: the project and the business, never the entrant (no
 * name, phone or ID number), and the judges only by code.
 */
export const portalContestEntrySchema = z.object({
  id: z.string(),
  rank: z.number().nullable(),
  projectName: z.string(),
  businessName: z.string(),
  industryName: z.string(),
  regionName: z.string(),
  trackText: z.string(),
  award: z.string(),
  awardText: z.string(),
  finalScore: z.number().nullable(),
  disagreement: z.boolean(),
  judgeCount: z.number(),
  sheet: z.array(portalSheetLineSchema),
});
export type PortalContestEntry = z.infer<typeof portalContestEntrySchema>;

export const portalContestDetailSchema = portalContestCardSchema.extend({
  intro: z.string(),
  threshold: z.number(),
  judgeCount: z.number(),
  criteria: z.array(
    z.object({
      name: z.string(),
      weight: z.number(),
      maxScore: z.number(),
      description: z.string(),
    }),
  ),
  /** Ranked, best first; empty until the results are published. */
  entries: z.array(portalContestEntrySchema),
});
export type PortalContestDetail = z.infer<typeof portalContestDetailSchema>;

/**
 * 创业大赛 on the portal: editions staff published, and the ranking with anonymised score sheets
 * once the results are announced. Anonymous, read-only, rate limited; no personal field.
 */
export const contestPortalApi = defineEndpoints('门户', {
  list: {
    method: 'GET',
    path: '/portal/contest/list',
    summary: '门户创业大赛列表（已发布的届次）',
    access: OPEN,
    query: z.object({
      keyword: z.string().trim().max(30, '关键词最多30个字').optional(),
      pageNo: z.coerce.number().int().min(1, '页码无效').max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(50, '每页最多50条').default(10),
    }),
    response: pageOf(portalContestCardSchema),
  },
  signUp: {
    method: 'GET',
    path: '/portal/contest/signUp',
    summary: '门户正在报名的创业大赛',
    access: OPEN,
    response: z.array(portalContestCardSchema),
  },
  byId: {
    method: 'GET',
    path: '/portal/contest/queryById',
    summary: '门户创业大赛详情：简介、评分标准、排名与评分表',
    access: OPEN,
    query: z.object({ id: z.string().min(1, '缺少参数：id').max(32) }),
    response: portalContestDetailSchema,
  },
});
