import { z } from 'zod';
import { defineEndpoints, perm } from '../../../../api/endpoint.js';
import { actionPermission, permissionCode } from '../../../../resource/resource-types.js';
import { contestEditionResource, JUDGE_REF } from '../resources/contest.js';

const id = (label: string) =>
  z.string(`缺少参数：${label}`).min(1, `缺少参数：${label}`).max(32, `${label}无效`);

/** A criterion of an edition, as the score grid and the ranking show it. */
export const contestCriterionSchema = z.object({
  id: z.string(),
  criterionName: z.string(),
  weight: z.number(),
  maxScore: z.number(),
  description: z.string().nullable(),
});
export type ContestCriterion = z.infer<typeof contestCriterionSchema>;

/** A judge on the panel, with their code (A, B …). */
export const panelJudgeSchema = z.object({
  judgeId: z.string(),
  code: z.string(),
  judgeName: z.string(),
  workUnit: z.string().nullable(),
});
export type PanelJudge = z.infer<typeof panelJudgeSchema>;

const scoreList = z.array(z.number().nullable());

/** One judge's grid of an edition: its entries × criteria, recused pairs marked. */
export const scoreSheetSchema = z.object({
  /** The results are published: scores can no longer change. */
  locked: z.boolean(),
  panel: z.array(panelJudgeSchema),
  criteria: z.array(contestCriterionSchema),
  entries: z.array(
    z.object({
      id: z.string(),
      projectName: z.string(),
      businessName: z.string(),
      trackText: z.string(),
      recused: z.boolean(),
      /** Why the judge may not score it (回避). */
      reasons: z.array(z.string()),
      /** Per criterion, in the criteria's order. */
      scores: scoreList,
    }),
  ),
});
export type ScoreSheet = z.infer<typeof scoreSheetSchema>;

export const scoreInput = z.object({
  entryId: id('参赛项目'),
  criterionId: id('评分项'),
  score: z.number('评分应为数字').nullable(),
});

const scaleMode = z.enum(['scaled', 'shifted', 'none']);

/** The ranking of an edition as 计算排名 last stored it, for the back office. */
export const contestRankingSchema = z.object({
  computedTime: z.string().nullable(),
  /** Scores, criteria, panel or entries changed after the ranking was computed. */
  stale: z.boolean(),
  resultsPublished: z.boolean(),
  threshold: z.number(),
  pooledMean: z.number().nullable(),
  pooledSd: z.number().nullable(),
  criteria: z.array(contestCriterionSchema),
  judges: z.array(
    panelJudgeSchema.extend({
      count: z.number(),
      mean: z.number().nullable(),
      sd: z.number().nullable(),
      mode: scaleMode,
    }),
  ),
  entries: z.array(
    z.object({
      entryId: z.string(),
      projectName: z.string(),
      businessName: z.string(),
      trackText: z.string(),
      awardText: z.string(),
      rank: z.number().nullable(),
      finalScore: z.number().nullable(),
      judgeCount: z.number(),
      spread: z.number().nullable(),
      disagreement: z.boolean(),
      sheet: z.array(
        z.object({
          judgeId: z.string(),
          code: z.string(),
          recused: z.boolean(),
          reasons: z.array(z.string()),
          scores: scoreList,
          raw: z.number().nullable(),
          normalised: z.number().nullable(),
        }),
      ),
    }),
  ),
});
export type ContestRanking = z.infer<typeof contestRankingSchema>;

const edition = { editionId: contestEditionResource.key };

/**
 * 录入评分 and the ranking of a contest edition (editions, criteria, panels, entries and judges
 * are resources; 计算排名 and 公布结果 are the edition's actions).
 */
export const contestApi = defineEndpoints('创业大赛', {
  scoreSheet: {
    method: 'GET',
    path: '/entrepreneurship/contest/scoreSheet',
    summary: '录入评分：本届评审组、评分标准，以及所选评委对各参赛项目的评分（含回避）',
    access: perm(actionPermission(contestEditionResource, 'score')),
    records: { ...edition, judgeId: JUDGE_REF },
    query: z.object({ editionId: id('赛事'), judgeId: id('评委').optional() }),
    response: scoreSheetSchema,
  },
  saveScores: {
    method: 'PUT',
    path: '/entrepreneurship/contest/scores',
    summary: '保存一位评委对本届参赛项目的全部评分（整体替换，全部成功或全部不变）',
    access: perm(actionPermission(contestEditionResource, 'score')),
    records: { ...edition, judgeId: JUDGE_REF },
    body: z.object({
      editionId: id('赛事'),
      judgeId: id('评委'),
      scores: z.array(scoreInput, '缺少参数：评分').max(5000, '一次最多保存5000个评分'),
    }),
    response: z.null(),
  },
  ranking: {
    method: 'GET',
    path: '/entrepreneurship/contest/ranking',
    summary: '创业大赛排名与每个参赛项目的评分表（最近一次计算排名的结果）',
    access: perm(permissionCode(contestEditionResource, 'list')),
    records: edition,
    query: z.object({ editionId: id('赛事') }),
    response: contestRankingSchema,
  },
});
