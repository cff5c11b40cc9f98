import {
  contestStatus,
  type PortalContestCard,
  type PortalContestDetail,
  type PortalContestEntry,
  yesNo,
} from '@vets/contracts';
import type { AppContext } from '../../../../core/app-context.js';
import { notFound } from '../../../../core/errors.js';
import { pageResult } from '../../../../core/page-result.js';
import { dictText } from '../../../../core/resource/dict-lookup.js';
import { loadRegionLabels } from '../../../../core/resource/region-labels.js';
import { containsText } from '../../../../db/like.js';
import { type StartupDb, startupDb } from '../tables.js';
import { editionFacts } from './contest-facts.js';
import { storedSnapshot } from './contest-results.js';

export const PORTAL_NOT_FOUND = '创业大赛不存在或未发布';

const CARD_COLUMNS = [
  'c.id',
  'c.name',
  'c.year',
  'c.theme',
  'c.organizer',
  'c.status',
  'c.signUpStart',
  'c.signUpEnd',
  'c.resultsPublished',
  'c.publishTime',
  'c.intro',
  'c.disagreementThreshold',
] as const;

/** Editions a visitor may see: those staff published to the portal. Every read starts here. */
const visible = (db: StartupDb) =>
  db.selectFrom('cyContest as c').where('c.published', '=', yesNo.values.yes);

type CardRow = Awaited<ReturnType<typeof cardQuery>>[number];

function cardQuery(
  db: StartupDb,
  filter: (q: ReturnType<typeof visible>) => ReturnType<typeof visible>,
) {
  return filter(visible(db))
    .select(CARD_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('cyContestEntry as e')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('e.editionId', '=', 'c.id')
        .as('entryCount'),
    )
    .execute();
}

async function cards(ctx: AppContext, rows: CardRow[]): Promise<PortalContestCard[]> {
  const dicts = await ctx.dictCache.lookup([contestStatus.code]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    year: Number(r.year),
    theme: r.theme ?? '',
    organizer: r.organizer ?? '',
    status: r.status,
    statusText: dictText(dicts.get(contestStatus.code), r.status),
    signUpStart: r.signUpStart,
    signUpEnd: r.signUpEnd,
    entryCount: Number(r.entryCount ?? 0),
    resultsPublished: r.resultsPublished === yesNo.values.yes,
    publishTime: r.resultsPublished === yesNo.values.yes ? r.publishTime : null,
  }));
}

/** One page of the published editions, newest year first. */
export async function portalContests(
  ctx: AppContext,
  query: { keyword?: string | undefined; pageNo: number; pageSize: number },
) {
  const db = startupDb(ctx.db);
  const { keyword, pageNo, pageSize } = query;
  const filter = (q: ReturnType<typeof visible>) =>
    keyword ? q.where(containsText('c.name', keyword)) : q;
  const total = await filter(visible(db))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await cardQuery(db, (q) =>
    filter(q)
      .orderBy('c.year', 'desc')
      .orderBy('c.createTime', 'desc')
      .orderBy('c.id')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
  );
  return pageResult(await cards(ctx, rows), Number(total.n), pageNo, pageSize);
}

/** Published editions now taking sign-ups, the closest deadline first. */
export async function portalSignUps(ctx: AppContext): Promise<PortalContestCard[]> {
  const rows = await cardQuery(startupDb(ctx.db), (q) =>
    q
      .where('c.status', '=', contestStatus.values.signUp)
      .orderBy('c.signUpEnd')
      .orderBy('c.id')
      .limit(3),
  );
  return cards(ctx, rows);
}

/** Names of categories and regions the entries show. */
async function labels(ctx: AppContext, industries: string[], regions: string[]) {
  const db = startupDb(ctx.db);
  const cats = industries.length
    ? await db
        .selectFrom('sysCategory')
        .select(['id', 'name'])
        .where('id', 'in', industries)
        .execute()
    : [];
  const region = await loadRegionLabels(ctx.db, ctx.config.installProvince, regions);
  const catName = new Map(cats.map((c) => [c.id, c.name]));
  return {
    industry: (id: string | null) => (id ? (catName.get(id) ?? '') : ''),
    region: (code: string | null) => region(code),
  };
}

/**
 * A published edition: its introduction and criteria, and once its results are announced the
 * ranking with each entry's score sheet, the judges by code only and no entrant's personal data.
 */
export async function portalContest(ctx: AppContext, id: string): Promise<PortalContestDetail> {
  const [row] = await cardQuery(startupDb(ctx.db), (q) => q.where('c.id', '=', id));
  if (!row) throw notFound(PORTAL_NOT_FOUND);
  const [card] = await cards(ctx, [row]);
  const facts = await editionFacts(ctx, id);
  const stored = card!.resultsPublished ? await storedSnapshot(ctx.db, id) : undefined;
  const snapshot = stored?.snapshot;
  const criteria = snapshot?.criteria ?? facts.criteria;
  const byId = new Map(facts.entries.map((e) => [e.id, e]));
  const names = await labels(
    ctx,
    facts.entries.flatMap((e) => (e.industry ? [e.industry] : [])),
    facts.entries.flatMap((e) => (e.regionCode ? [e.regionCode] : [])),
  );
  const codeOf = new Map(snapshot?.panel.map((p) => [p.judgeId, p.code]));
  const entries: PortalContestEntry[] = (snapshot?.entries ?? []).flatMap((r) => {
    const e = byId.get(r.entryId);
    if (!e) return [];
    return [
      {
        id: e.id,
        rank: r.rank,
        projectName: e.projectName,
        businessName: e.businessName,
        industryName: names.industry(e.industry),
        regionName: names.region(e.regionCode),
        trackText: e.trackText,
        award: e.award,
        awardText: e.awardText,
        finalScore: r.finalScore,
        disagreement: r.disagreement,
        judgeCount: r.judgeCount,
        sheet: r.sheet.map((l) => ({
          judge: `评委${codeOf.get(l.judgeId) ?? ''}`,
          recused: l.recused,
          scores: l.scores,
          raw: l.raw,
          normalised: l.normalised,
        })),
      },
    ];
  });
  return {
    ...card!,
    intro: row.intro ?? '',
    threshold: snapshot?.threshold ?? Number(row.disagreementThreshold),
    judgeCount: snapshot?.panel.length ?? facts.panel.length,
    criteria: criteria.map((c) => ({
      name: c.criterionName,
      weight: c.weight,
      maxScore: c.maxScore,
      description: c.description ?? '',
    })),
    entries,
  };
}
