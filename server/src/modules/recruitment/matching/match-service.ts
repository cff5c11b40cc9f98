import type { MatchItem, MatchList, MatchScore } from '@vets/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { AppContext } from '../../../app-context.js';
import { notFound } from '../../../core/errors.js';
import type { Database } from '../../../db/schema.js';
import { COMPANY_AUDIT } from '../services/company-audit.js';
import { POSITION_STATUS } from '../services/position-lifecycle.js';
import type { PositionFacts, ResumeFacts } from './match-facts.js';
import {
  type ActiveRule,
  activeRule,
  categoryMap,
  certificatesOf,
  positionFacts,
  positionKeys,
  positionQuery,
  resumeFacts,
  resumeKeys,
  resumeQuery,
} from './match-loader.js';
import { scoreMatch, unmatchedCeiling } from './match-scorer.js';

export const MATCH_LIMIT_MAX = 100;

/** Candidates that match neither category family nor city can be skipped when they cannot pass. */
const canNarrow = (rule: ActiveRule) => unmatchedCeiling(rule) < rule.minScore;

function rank(
  rule: ActiveRule,
  scored: Array<MatchItem>,
  scanned: number,
  limit: number,
): MatchList {
  const records = scored
    .filter((s) => s.total >= rule.minScore)
    .sort((a, b) => b.total - a.total || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, limit);
  return { ruleName: rule.name, minScore: rule.minScore, scanned, records };
}

async function allCategories(ctx: AppContext) {
  const rows = await ctx.db.selectFrom('sysCategory').select('id').execute();
  return categoryMap(
    ctx.db,
    rows.map((r) => r.id),
  );
}

export async function loadResumeFacts(ctx: AppContext, resumeId: string): Promise<ResumeFacts> {
  const row = await resumeQuery(ctx.db).where('id', '=', resumeId).executeTakeFirst();
  if (!row) throw notFound('简历不存在');
  const [categories, certificates] = await Promise.all([
    allCategories(ctx),
    certificatesOf(ctx.db, [resumeId]),
  ]);
  return resumeFacts(row, categories, certificates.get(resumeId) ?? []);
}

export async function loadPositionFacts(ctx: AppContext, positionId: string) {
  const row = await positionQuery(ctx.db).where('p.id', '=', positionId).executeTakeFirst();
  if (!row) throw notFound('岗位不存在');
  return { row, facts: positionFacts(row, await allCategories(ctx)) };
}

/** Published, unexpired positions of approved companies, ranked for a resume. */
export async function positionsForResume(
  ctx: AppContext,
  resumeId: string,
  limit: number,
): Promise<MatchList> {
  const [rule, resume, categories] = await Promise.all([
    activeRule(ctx.db),
    loadResumeFacts(ctx, resumeId),
    allCategories(ctx),
  ]);
  const today = ctx.clock.nowText().slice(0, 10);
  let q = positionQuery(ctx.db)
    .where('p.status', '=', POSITION_STATUS.published)
    .where('p.expireDate', '>=', today)
    .where('c.auditStatus', '=', COMPANY_AUDIT.approved);
  if (canNarrow(rule)) {
    const k = resumeKeys(resume);
    q = q.where((eb) => {
      const any = [];
      if (k.categoryIds.length) any.push(eb('p.categoryId', 'in', k.categoryIds));
      if (k.familyIds.length) any.push(eb('p.categoryParentId', 'in', k.familyIds));
      if (k.cities.length) any.push(eb('p.cityCode', 'in', k.cities));
      if (k.provinces.length) any.push(eb('p.provinceCode', 'in', k.provinces));
      return any.length ? eb.or(any) : eb.val(false);
    });
  }
  const rows = await q.execute();
  const scored = rows.map((row): MatchItem => {
    const score = scoreMatch(rule, positionFacts(row, categories), resume);
    return { id: row.id, title: row.title, subtitle: row.companyName, ...score };
  });
  return rank(rule, scored, rows.length, limit);
}

function keyFilter(keys: Array<[string, string]>) {
  return (eb: ExpressionBuilder<Database, 'zpResumeMatchKey'>) =>
    eb.or(keys.map(([kind, code]) => eb.and([eb('kind', '=', kind), eb('code', '=', code)])));
}

/** Public resumes ranked for a position. */
export async function resumesForPosition(
  ctx: AppContext,
  positionId: string,
  limit: number,
): Promise<MatchList> {
  const [rule, position, categories] = await Promise.all([
    activeRule(ctx.db),
    loadPositionFacts(ctx, positionId),
    allCategories(ctx),
  ]);
  let q = resumeQuery(ctx.db).where('visibility', '=', '1');
  if (canNarrow(rule)) {
    const keys = positionKeys(position.row);
    q = q.where('id', 'in', (eb) =>
      eb.selectFrom('zpResumeMatchKey').select('resumeId').where(keyFilter(keys)),
    );
  }
  const rows = await q.execute();
  const certificates = await certificatesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const scored = rows.map((row): MatchItem => {
    const facts = resumeFacts(row, categories, certificates.get(row.id) ?? []);
    const score = scoreMatch(rule, position.facts, facts);
    return { id: row.id, title: row.realName, subtitle: `工作${row.workYears}年`, ...score };
  });
  return rank(rule, scored, rows.length, limit);
}

/** One pair's score with the active rule (a recommendation records it). */
export async function scorePair(
  ctx: AppContext,
  resumeId: string,
  positionId: string,
): Promise<{
  score: MatchScore;
  position: PositionFacts & { title: string; companyName: string };
}> {
  const [rule, resume, position] = await Promise.all([
    activeRule(ctx.db),
    loadResumeFacts(ctx, resumeId),
    loadPositionFacts(ctx, positionId),
  ]);
  return {
    score: scoreMatch(rule, position.facts, resume),
    position: {
      ...position.facts,
      title: position.row.title,
      companyName: position.row.companyName,
    },
  };
}
