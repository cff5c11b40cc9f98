import type { ScoreSheet, scoreInput } from '@vets/contracts';
import type { z } from 'zod';
import { badRequest } from '../../../../core/errors.js';
import { newId } from '../../../../db/ids.js';
import { startupDb } from '../tables.js';
import {
  type ContestContext,
  type EditionFacts,
  editionFacts,
  type PanelMember,
  pairKey,
  recusalsOf,
} from './contest-facts.js';

export const SCORE_MESSAGES = {
  locked: '该届大赛已公布结果，不能再修改评分；如需修改，请先撤回结果',
  notOnPanel: '该评委不是本届大赛评审组成员，不能录入评分',
  entry: '参赛项目不属于本届大赛',
  criterion: '评分项不属于本届大赛',
  saved: '评分已保存',
} as const;

type ScoreInput = z.infer<typeof scoreInput>;

function judgeOn(facts: EditionFacts, judgeId: string): PanelMember {
  const judge = facts.panel.find((p) => p.judgeId === judgeId);
  if (!judge) throw badRequest(SCORE_MESSAGES.notOnPanel);
  return judge;
}

/** The score grid of one judge (or, without one, the edition's panel, criteria and entries). */
export async function scoreSheet(
  ctx: ContestContext,
  editionId: string,
  judgeId: string | undefined,
): Promise<ScoreSheet> {
  const facts = await editionFacts(ctx, editionId);
  const judge = judgeId ? judgeOn(facts, judgeId) : undefined;
  const recused = judge
    ? await recusalsOf(ctx.db, { panel: [judge], entries: facts.entries })
    : new Map<string, string[]>();
  const rows = judge
    ? await startupDb(ctx.db)
        .selectFrom('cyContestScore')
        .select(['entryId', 'criterionId', 'score'])
        .where('editionId', '=', editionId)
        .where('judgeId', '=', judge.judgeId)
        .execute()
    : [];
  const given = new Map(rows.map((r) => [`${r.entryId}:${r.criterionId}`, Number(r.score)]));
  return {
    locked: facts.resultsPublished,
    panel: facts.panel.map(({ judgeId, code, judgeName, workUnit }) => ({
      judgeId,
      code,
      judgeName,
      workUnit,
    })),
    criteria: facts.criteria,
    entries: facts.entries.map((e) => {
      const reasons = judge ? (recused.get(pairKey(judge.judgeId, e.id)) ?? []) : [];
      return {
        id: e.id,
        projectName: e.projectName,
        businessName: e.businessName,
        trackText: e.trackText,
        recused: reasons.length > 0,
        reasons,
        scores: facts.criteria.map((c) => given.get(`${e.id}:${c.id}`) ?? null),
      };
    }),
  };
}

const INSERT_CHUNK = 500;

const hasAtMostTwoDecimals = (x: number) => Math.abs(x * 100 - Math.round(x * 100)) < 1e-6;

/**
 * Replaces every score of one judge in an edition with `scores` (a null clears one), in one
 * transaction: all of them are checked first, and any problem leaves the stored scores as they
 * were. Refused once the results are published, for a judge not on the panel, for a score above
 * its criterion's maximum, and for an entry the judge is recused from.
 */
export async function saveScores(
  ctx: ContestContext,
  input: { editionId: string; judgeId: string; scores: ScoreInput[] },
  username: string,
): Promise<void> {
  const facts = await editionFacts(ctx, input.editionId);
  if (facts.resultsPublished) throw badRequest(SCORE_MESSAGES.locked);
  const judge = judgeOn(facts, input.judgeId);
  const entries = new Map(facts.entries.map((e) => [e.id, e]));
  const criteria = new Map(facts.criteria.map((c) => [c.id, c]));
  const recused = await recusalsOf(ctx.db, { panel: [judge], entries: facts.entries });
  const seen = new Set<string>();
  const rows: Array<{ entryId: string; criterionId: string; score: number }> = [];
  for (const s of input.scores) {
    const entry = entries.get(s.entryId);
    if (!entry) throw badRequest(SCORE_MESSAGES.entry);
    const criterion = criteria.get(s.criterionId);
    if (!criterion) throw badRequest(SCORE_MESSAGES.criterion);
    const what = `“${entry.projectName}”的“${criterion.criterionName}”`;
    const key = `${s.entryId}:${s.criterionId}`;
    if (seen.has(key)) throw badRequest(`${what}评分重复`);
    seen.add(key);
    if (s.score === null) continue;
    if (!Number.isFinite(s.score) || s.score < 0 || s.score > criterion.maxScore)
      throw badRequest(`${what}评分应在0到${criterion.maxScore}分（满分）之间`);
    if (!hasAtMostTwoDecimals(s.score)) throw badRequest(`${what}评分最多保留两位小数`);
    const reasons = recused.get(pairKey(judge.judgeId, entry.id));
    if (reasons)
      throw badRequest(
        `评委${judge.code}（${judge.judgeName}）须回避“${entry.projectName}”：${reasons.join('；')}`,
      );
    rows.push({ entryId: s.entryId, criterionId: s.criterionId, score: s.score });
  }
  const now = ctx.clock.nowText();
  await ctx.db.transaction().execute(async (trx) => {
    const db = startupDb(trx);
    await db
      .deleteFrom('cyContestScore')
      .where('editionId', '=', facts.id)
      .where('judgeId', '=', judge.judgeId)
      .execute();
    // In chunks: SQLite takes a bounded number of parameters per statement.
    for (let i = 0; i < rows.length; i += INSERT_CHUNK)
      await db
        .insertInto('cyContestScore')
        .values(
          rows.slice(i, i + INSERT_CHUNK).map((r) => ({
            id: newId(),
            editionId: facts.id,
            judgeId: judge.judgeId,
            ...r,
            createBy: username,
            createTime: now,
            updateBy: null,
            updateTime: null,
          })),
        )
        .execute();
  });
}
