import type { MatchItem, MatchList, MatchScore } from '@vets/contracts';
import { cityOf, companyAuditStatus, positionStatus, provinceOf } from '@vets/contracts';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { AppContext } from '../../../core/app-context.js';
import { notFound } from '../../../core/errors.js';
import type { ScopedIds } from '../../../core/resource/resource-store.js';
import type { RecruitmentSchema as Database } from '../tables.js';
import { recruitmentDb } from '../tables.js';
import { rankByTiers } from './candidate-tiers.js';
import type { PositionFacts, ResumeFacts } from './match-facts.js';
import {
  activeRule,
  type CategoryMap,
  categoryMap,
  certificatesOf,
  positionFacts,
  positionQuery,
  resumeFacts,
  resumeKeys,
  resumeQuery,
} from './match-loader.js';
import { scoreMatch } from './match-scorer.js';

type PositionScope = Database & { p: Database['zpPosition']; c: Database['zpCompany'] };

/** An always-false condition (SQLite cannot bind booleans). */
const NEVER = sql<SqlBool>`1 = 0`;
/** Negation that counts NULL (a missing parent category) as false, not unknown. */
const isNotTrue = (condition: Expression<SqlBool>) =>
  sql<SqlBool>`not coalesce(${condition}, false)`;

async function loadResumeFacts(
  ctx: AppContext,
  resumeId: string,
  categories: CategoryMap,
): Promise<ResumeFacts> {
  const row = await resumeQuery(recruitmentDb(ctx.db))
    .where('id', '=', resumeId)
    .executeTakeFirst();
  if (!row) throw notFound('简历不存在');
  const certificates = await certificatesOf(recruitmentDb(ctx.db), [resumeId]);
  return resumeFacts(row, categories, certificates.get(resumeId) ?? []);
}

async function loadPosition(ctx: AppContext, positionId: string, categories: CategoryMap) {
  const row = await positionQuery(recruitmentDb(ctx.db))
    .where('p.id', '=', positionId)
    .executeTakeFirst();
  if (!row) throw notFound('岗位不存在');
  return { row, facts: positionFacts(row, categories) };
}

/** Published, unexpired positions of approved companies in the caller's scope, ranked for a resume. */
export async function positionsForResume(
  ctx: AppContext,
  resumeId: string,
  limit: number,
  inScope: ScopedIds,
): Promise<MatchList> {
  const categories = await categoryMap(recruitmentDb(ctx.db));
  const [rule, resume] = await Promise.all([
    activeRule(recruitmentDb(ctx.db)),
    loadResumeFacts(ctx, resumeId, categories),
  ]);
  const today = ctx.clock.nowText().slice(0, 10);
  const k = resumeKeys(resume);
  const parentIds = resume.categories.map((c) => c.parentId).filter((p): p is string => Boolean(p));
  type Eb = ExpressionBuilder<PositionScope, 'p' | 'c'>;
  type Column = 'p.categoryId' | 'p.categoryParentId' | 'p.cityCode' | 'p.provinceCode';
  /** OR of `column IN list` over the non-empty lists; a constant false term would cost the index. */
  const anyOf = (eb: Eb, terms: Array<[Column, string[]]>) => {
    const parts = terms.filter(([, list]) => list.length).map(([c, list]) => eb(c, 'in', list));
    return parts.length ? eb.or(parts) : NEVER;
  };
  const exact = (eb: Eb) =>
    anyOf(eb, [
      ['p.categoryId', k.categoryIds],
      ['p.categoryParentId', k.categoryIds],
    ]);
  const family = (eb: Eb) =>
    anyOf(eb, [
      ['p.categoryId', k.categoryIds],
      ['p.categoryParentId', [...k.categoryIds, ...parentIds]],
    ]);
  const nearby = (eb: Eb) =>
    anyOf(eb, [
      ['p.cityCode', k.cities],
      ['p.provinceCode', k.provinces],
    ]);
  const ranked = await rankByTiers(rule, limit, async (tier) => {
    const rows = await positionQuery(recruitmentDb(ctx.db))
      .where('p.status', '=', positionStatus.values.published)
      .where('p.expireDate', '>=', today)
      .where('c.auditStatus', '=', companyAuditStatus.values.approved)
      .$if(inScope !== null, (q) => q.where('p.id', 'in', inScope!))
      .where((eb) => {
        const category =
          tier.category === 'exact'
            ? exact(eb)
            : tier.category === 'sibling'
              ? eb.and([family(eb), isNotTrue(exact(eb))])
              : isNotTrue(family(eb));
        return eb.and([category, tier.nearby ? nearby(eb) : isNotTrue(nearby(eb))]);
      })
      .execute();
    return rows.map((row): MatchItem => {
      const score = scoreMatch(rule, positionFacts(row, categories), resume);
      return { id: row.id, title: row.title, subtitle: row.companyName, ...score };
    });
  });
  return { ruleName: rule.name, minScore: rule.minScore, ...ranked };
}

function keyFilter(keys: Array<[string, string]>) {
  return (eb: ExpressionBuilder<Database, 'zpResumeMatchKey'>) =>
    eb.or(keys.map(([kind, code]) => eb.and([eb('kind', '=', kind), eb('code', '=', code)])));
}

/** Public resumes in the caller's scope, ranked for a position. */
export async function resumesForPosition(
  ctx: AppContext,
  positionId: string,
  limit: number,
  inScope: ScopedIds,
): Promise<MatchList> {
  const categories = await categoryMap(recruitmentDb(ctx.db));
  const [rule, position] = await Promise.all([
    activeRule(recruitmentDb(ctx.db)),
    loadPosition(ctx, positionId, categories),
  ]);
  const p = position.row;
  const keyed = (keys: Array<[string, string]>) => (eb: ExpressionBuilder<Database, 'zpResume'>) =>
    eb('id', 'in', eb.selectFrom('zpResumeMatchKey').select('resumeId').where(keyFilter(keys)));
  const cats: Array<[string, string]> = [['cat', p.categoryId]];
  if (p.categoryParentId) cats.push(['cat', p.categoryParentId]);
  const exact = keyed(cats);
  const parentOnly = p.categoryParentId ? keyed([['catp', p.categoryParentId]]) : () => NEVER;
  const nearby = keyed([
    ['city', cityOf(p.regionCode)],
    ['prov', provinceOf(p.regionCode)],
  ]);
  const ranked = await rankByTiers(rule, limit, async (tier) => {
    const rows = await resumeQuery(recruitmentDb(ctx.db))
      .where('visibility', '=', '1')
      .$if(inScope !== null, (q) => q.where('id', 'in', inScope!))
      .where((eb) => {
        const category =
          tier.category === 'exact'
            ? exact(eb)
            : tier.category === 'sibling'
              ? eb.and([parentOnly(eb), isNotTrue(exact(eb))])
              : isNotTrue(eb.or([exact(eb), parentOnly(eb)]));
        return eb.and([category, tier.nearby ? nearby(eb) : isNotTrue(nearby(eb))]);
      })
      .execute();
    const certificates = await certificatesOf(
      recruitmentDb(ctx.db),
      rows.map((r) => r.id),
    );
    return rows.map((row): MatchItem => {
      const facts = resumeFacts(row, categories, certificates.get(row.id) ?? []);
      const score = scoreMatch(rule, position.facts, facts);
      return { id: row.id, title: row.realName, subtitle: `工作${row.workYears}年`, ...score };
    });
  });
  return { ruleName: rule.name, minScore: rule.minScore, ...ranked };
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
  const categories = await categoryMap(recruitmentDb(ctx.db));
  const [rule, resume, position] = await Promise.all([
    activeRule(recruitmentDb(ctx.db)),
    loadResumeFacts(ctx, resumeId, categories),
    loadPosition(ctx, positionId, categories),
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
