import { createHash } from 'node:crypto';
import {
  type ContestRanking,
  contestStatus,
  type RankingResult,
  rankEntries,
  round2,
  yesNo,
} from '@vets/contracts';
import { z } from 'zod';
import { badRequest } from '../../../../core/errors.js';
import type { Db } from '../../../../db/database.js';
import { startupDb } from '../tables.js';
import {
  type ContestContext,
  type EditionFacts,
  editionFacts,
  pairKey,
  recusalsOf,
} from './contest-facts.js';

export const RESULT_MESSAGES = {
  published: '该届大赛已公布结果，如需重新计算排名，请先撤回结果',
  noCriteria: '请先设置评分标准',
  noPanel: '评审组还没有评委',
  noEntries: '还没有参赛项目',
  noScores: '还没有评分，无法计算排名',
  notPublished: '该届大赛尚未公布结果',
} as const;

const nullableNumber = z.number().nullable();

/** What 计算排名 stores: the ranking with every score sheet, and a digest of what it used. */
const snapshotSchema = z.object({
  digest: z.string(),
  threshold: z.number(),
  minEntries: z.number(),
  criteria: z.array(
    z.object({
      id: z.string(),
      criterionName: z.string(),
      weight: z.number(),
      maxScore: z.number(),
      description: z.string().nullable(),
    }),
  ),
  panel: z.array(z.object({ judgeId: z.string(), code: z.string() })),
  pooledMean: nullableNumber,
  pooledSd: nullableNumber,
  judges: z.array(
    z.object({
      judgeId: z.string(),
      count: z.number(),
      mean: nullableNumber,
      sd: nullableNumber,
      mode: z.enum(['scaled', 'shifted', 'none']),
    }),
  ),
  entries: z.array(
    z.object({
      entryId: z.string(),
      rank: nullableNumber,
      finalScore: nullableNumber,
      judgeCount: z.number(),
      spread: nullableNumber,
      disagreement: z.boolean(),
      sheet: z.array(
        z.object({
          judgeId: z.string(),
          recused: z.boolean(),
          reasons: z.array(z.string()),
          scores: z.array(nullableNumber),
          raw: nullableNumber,
          normalised: nullableNumber,
        }),
      ),
    }),
  ),
});
export type ContestSnapshot = z.infer<typeof snapshotSchema>;

interface Inputs {
  facts: EditionFacts;
  scores: Array<{ judgeId: string; entryId: string; criterionId: string; score: number }>;
  recused: Map<string, string[]>;
}

async function inputsOf(ctx: ContestContext, editionId: string): Promise<Inputs> {
  const facts = await editionFacts(ctx, editionId);
  const rows = await startupDb(ctx.db)
    .selectFrom('cyContestScore')
    .select(['judgeId', 'entryId', 'criterionId', 'score'])
    .where('editionId', '=', editionId)
    .execute();
  return {
    facts,
    scores: rows.map((r) => ({ ...r, score: Number(r.score) })),
    recused: await recusalsOf(ctx.db, facts),
  };
}

/**
 * A fingerprint of everything a ranking depends on: criteria, panel, entries, scores, recusals
 * and the edition's settings. A stored ranking whose digest differs is out of date.
 */
function digestOf({ facts, scores, recused }: Inputs): string {
  const material = {
    threshold: facts.threshold,
    minEntries: facts.minEntries,
    criteria: facts.criteria.map((c) => [c.id, c.weight, c.maxScore]),
    panel: facts.panel.map((p) => p.judgeId),
    entries: facts.entries.map((e) => e.id),
    scores: scores.map((s) => `${s.judgeId}:${s.entryId}:${s.criterionId}:${s.score}`).sort(),
    recused: [...recused.keys()].sort(),
  };
  return createHash('sha256').update(JSON.stringify(material)).digest('hex');
}

/** The ranking of the inputs, refused when they cannot give a fair one. */
function rank(inputs: Inputs): RankingResult {
  const { facts, scores, recused } = inputs;
  if (!facts.criteria.length) throw badRequest(RESULT_MESSAGES.noCriteria);
  const total = round2(facts.criteria.reduce((sum, c) => sum + c.weight, 0));
  if (total !== 100) throw badRequest(`评分标准的权重合计应为100%，当前为${total}%`);
  if (!facts.panel.length) throw badRequest(RESULT_MESSAGES.noPanel);
  if (!facts.entries.length) throw badRequest(RESULT_MESSAGES.noEntries);
  const result = rankEntries({
    criteria: facts.criteria,
    judges: facts.panel.map((p) => p.judgeId),
    entries: facts.entries.map((e) => e.id),
    scores,
    recused: (j, e) => recused.has(pairKey(j, e)),
    threshold: facts.threshold,
    minEntries: facts.minEntries,
  });
  const gap = result.incomplete[0];
  if (gap) {
    const judge = facts.panel.find((p) => p.judgeId === gap.judgeId);
    const entry = facts.entries.find((e) => e.id === gap.entryId);
    throw badRequest(
      `评委${judge?.code ?? ''}（${judge?.judgeName ?? ''}）对“${entry?.projectName ?? ''}”的评分不完整（已评${gap.scored}项，共${facts.criteria.length}项）`,
    );
  }
  if (result.entries.every((e) => e.finalScore === null))
    throw badRequest(RESULT_MESSAGES.noScores);
  return result;
}

function snapshotOf(inputs: Inputs, result: RankingResult): ContestSnapshot {
  const { facts, recused } = inputs;
  return {
    digest: digestOf(inputs),
    threshold: facts.threshold,
    minEntries: facts.minEntries,
    criteria: facts.criteria,
    panel: facts.panel.map(({ judgeId, code }) => ({ judgeId, code })),
    pooledMean: result.pooledMean,
    pooledSd: result.pooledSd,
    judges: result.judges,
    entries: result.entries.map((e) => ({
      ...e,
      sheet: e.sheet.map((l) => ({
        ...l,
        reasons: recused.get(pairKey(l.judgeId, e.entryId)) ?? [],
      })),
    })),
  };
}

/**
 * 计算排名: ranks the edition's entries from the current scores and stores the result (each
 * entry's final score, rank and disagreement flag, and the full snapshot), in one transaction
 * with `also` (公布结果 publishes in the same one). Refused once the results are published.
 */
export async function computeRanking(
  ctx: ContestContext,
  editionId: string,
  username: string,
  also?: (trx: Db) => Promise<void>,
): Promise<ContestSnapshot> {
  const inputs = await inputsOf(ctx, editionId);
  if (inputs.facts.resultsPublished) throw badRequest(RESULT_MESSAGES.published);
  const snapshot = snapshotOf(inputs, rank(inputs));
  const now = ctx.clock.nowText();
  await ctx.db.transaction().execute(async (trx) => {
    const db = startupDb(trx);
    for (const e of snapshot.entries)
      await db
        .updateTable('cyContestEntry')
        .set({
          finalScore: e.finalScore,
          rankNo: e.rank,
          disagreement: e.disagreement ? yesNo.values.yes : yesNo.values.no,
        })
        .where('id', '=', e.entryId)
        .execute();
    const row = { result: JSON.stringify(snapshot), computedBy: username, computedTime: now };
    await db.deleteFrom('cyContestResult').where('editionId', '=', editionId).execute();
    await db
      .insertInto('cyContestResult')
      .values({ editionId, ...row })
      .execute();
    await also?.(trx);
  });
  return snapshot;
}

/** 公布结果: ranks again from the current scores and shows the ranking on the portal. */
export async function publishResults(
  ctx: ContestContext,
  editionId: string,
  username: string,
): Promise<ContestSnapshot> {
  return computeRanking(ctx, editionId, username, async (trx) => {
    const now = ctx.clock.nowText();
    await startupDb(trx)
      .updateTable('cyContest')
      .set((eb) => ({
        resultsPublished: yesNo.values.yes,
        published: yesNo.values.yes,
        status: contestStatus.values.announced,
        publishTime: now,
        updateBy: username,
        updateTime: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', editionId)
      .execute();
  });
}

/** 撤回结果: the portal no longer shows the ranking; scores may change again. */
export async function withdrawResults(
  ctx: ContestContext,
  edition: { id: string; resultsPublished: unknown },
  username: string,
): Promise<void> {
  if (edition.resultsPublished !== yesNo.values.yes) throw badRequest(RESULT_MESSAGES.notPublished);
  const now = ctx.clock.nowText();
  await startupDb(ctx.db)
    .updateTable('cyContest')
    .set((eb) => ({
      resultsPublished: yesNo.values.no,
      status: contestStatus.values.judging,
      publishTime: null,
      updateBy: username,
      updateTime: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', edition.id)
    .execute();
}

/** The stored snapshot of an edition, if 计算排名 ran. */
export async function storedSnapshot(
  db: Db,
  editionId: string,
): Promise<{ snapshot: ContestSnapshot; computedTime: string } | undefined> {
  const row = await startupDb(db)
    .selectFrom('cyContestResult')
    .select(['result', 'computedTime'])
    .where('editionId', '=', editionId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { snapshot: snapshotSchema.parse(JSON.parse(row.result)), computedTime: row.computedTime };
}

/**
 * The back office's view of an edition's ranking: the stored snapshot with today's names, and
 * whether it is out of date. Before any 计算排名, the entries unranked.
 */
export async function rankingView(ctx: ContestContext, editionId: string): Promise<ContestRanking> {
  const inputs = await inputsOf(ctx, editionId);
  const { facts } = inputs;
  const stored = await storedSnapshot(ctx.db, editionId);
  const snapshot = stored?.snapshot;
  const entries = new Map(facts.entries.map((e) => [e.id, e]));
  const names = await judgeNames(ctx.db, snapshot?.panel.map((p) => p.judgeId) ?? []);
  const codeOf = new Map(snapshot?.panel.map((p) => [p.judgeId, p.code]));
  const ranked = (snapshot?.entries ?? []).filter((e) => entries.has(e.entryId));
  const unranked = facts.entries.filter((e) => !ranked.some((r) => r.entryId === e.id));
  return {
    computedTime: stored?.computedTime ?? null,
    stale: snapshot ? snapshot.digest !== digestOf(inputs) : false,
    resultsPublished: facts.resultsPublished,
    threshold: snapshot?.threshold ?? facts.threshold,
    pooledMean: snapshot?.pooledMean ?? null,
    pooledSd: snapshot?.pooledSd ?? null,
    criteria: snapshot?.criteria ?? facts.criteria,
    judges: (snapshot?.judges ?? []).map((j) => ({
      ...j,
      code: codeOf.get(j.judgeId) ?? '',
      judgeName: names.get(j.judgeId)?.judgeName ?? '（已删除）',
      workUnit: names.get(j.judgeId)?.workUnit ?? null,
    })),
    entries: [
      ...ranked.map((r) => {
        const e = entries.get(r.entryId)!;
        return {
          ...r,
          projectName: e.projectName,
          businessName: e.businessName,
          trackText: e.trackText,
          awardText: e.awardText,
          sheet: r.sheet.map((l) => ({ ...l, code: codeOf.get(l.judgeId) ?? '' })),
        };
      }),
      ...unranked.map((e) => ({
        entryId: e.id,
        projectName: e.projectName,
        businessName: e.businessName,
        trackText: e.trackText,
        awardText: e.awardText,
        rank: null,
        finalScore: null,
        judgeCount: 0,
        spread: null,
        disagreement: false,
        sheet: [],
      })),
    ],
  };
}

async function judgeNames(db: Db, ids: readonly string[]) {
  const rows = ids.length
    ? await startupDb(db)
        .selectFrom('cyJudge')
        .select(['id', 'judgeName', 'workUnit'])
        .where('id', 'in', [...ids])
        .execute()
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}
