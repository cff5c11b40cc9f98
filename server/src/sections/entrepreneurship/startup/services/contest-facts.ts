import {
  type ContestCriterion,
  contestAward,
  contestTrack,
  judgeCode,
  type PanelJudge,
  type RecusalEntrant,
  recusalReasons,
  yesNo,
} from '@vets/contracts';
import type { AppContext } from '../../../../core/app-context.js';
import { notFound } from '../../../../core/errors.js';
import { dictText } from '../../../../core/resource/dict-lookup.js';
import type { Db } from '../../../../db/database.js';
import { archiveTies } from '../../../archives/index.js';
import { type StartupDb, startupDb } from '../tables.js';

/** What the contest's services use of the app: the database, the clock and dictionary texts. */
export type ContestContext = Pick<AppContext, 'db' | 'clock' | 'dictCache'>;

/** A judge on the panel with what recusal compares. */
export interface PanelMember extends PanelJudge {
  idCard: string | null;
  phone: string | null;
}

/** An entry with its project and business, as grids and rankings show it. */
export interface EntryFacts {
  id: string;
  projectId: string;
  projectName: string;
  businessName: string;
  industry: string | null;
  regionCode: string | null;
  track: string;
  trackText: string;
  award: string;
  awardText: string;
  archiveId: string | null;
}

/** An edition with its criteria, panel (coded A, B … by seat) and entries. */
export interface EditionFacts {
  id: string;
  name: string;
  threshold: number;
  minEntries: number;
  published: boolean;
  resultsPublished: boolean;
  criteria: ContestCriterion[];
  panel: PanelMember[];
  entries: EntryFacts[];
}

/** The key of a judge–entry pair in the maps below. */
export const pairKey = (judgeId: string, entryId: string) => `${judgeId}:${entryId}`;

/** The panel of an edition in seat order, each judge with their code. */
async function panelOf(db: StartupDb, editionId: string): Promise<PanelMember[]> {
  const rows = await db
    .selectFrom('cyContestPanel as p')
    .innerJoin('cyJudge as j', 'j.id', 'p.judgeId')
    .select(['j.id', 'j.judgeName', 'j.workUnit', 'j.idCard', 'j.phone'])
    .where('p.editionId', '=', editionId)
    .orderBy('p.sortNo')
    .orderBy('p.createTime')
    .orderBy('p.id')
    .execute();
  return rows.map((r, i) => ({
    judgeId: r.id,
    code: judgeCode(i),
    judgeName: r.judgeName,
    workUnit: r.workUnit,
    idCard: r.idCard,
    phone: r.phone,
  }));
}

/** Entries in the order they were entered, with their project and business. */
async function entriesOf(ctx: ContestContext, editionId: string): Promise<EntryFacts[]> {
  const rows = await startupDb(ctx.db)
    .selectFrom('cyContestEntry as e')
    .innerJoin('cyProject as p', 'p.id', 'e.projectId')
    .leftJoin('cyEntrepreneur as b', 'b.id', 'p.entrepreneurId')
    .select([
      'e.id',
      'e.projectId',
      'e.track',
      'e.award',
      'e.archiveId',
      'p.projectName',
      'p.industry',
      'b.businessName',
      'b.regionCode',
      'b.archiveId as founderArchiveId',
    ])
    .where('e.editionId', '=', editionId)
    .orderBy('e.createTime')
    .orderBy('e.id')
    .execute();
  const dicts = await ctx.dictCache.lookup([contestTrack.code, contestAward.code]);
  return rows.map((r) => ({
    id: r.id,
    projectId: r.projectId,
    projectName: r.projectName,
    businessName: r.businessName ?? '',
    industry: r.industry,
    regionCode: r.regionCode,
    track: r.track,
    trackText: dictText(dicts.get(contestTrack.code), r.track),
    award: r.award,
    awardText: dictText(dicts.get(contestAward.code), r.award),
    archiveId: r.archiveId ?? r.founderArchiveId ?? null,
  }));
}

/** Everything about an edition its score grid and ranking need; a 404 when there is none. */
export async function editionFacts(ctx: ContestContext, editionId: string): Promise<EditionFacts> {
  const db = startupDb(ctx.db);
  const edition = await db
    .selectFrom('cyContest')
    .select(['id', 'name', 'disagreementThreshold', 'minEntries', 'published', 'resultsPublished'])
    .where('id', '=', editionId)
    .executeTakeFirst();
  if (!edition) throw notFound('创业大赛不存在');
  const criteria = await db
    .selectFrom('cyContestCriterion')
    .select(['id', 'criterionName', 'weight', 'maxScore', 'description'])
    .where('editionId', '=', editionId)
    .orderBy('sortNo')
    .orderBy('id')
    .execute();
  return {
    id: edition.id,
    name: edition.name,
    threshold: Number(edition.disagreementThreshold),
    minEntries: Number(edition.minEntries),
    published: edition.published === yesNo.values.yes,
    resultsPublished: edition.resultsPublished === yesNo.values.yes,
    criteria: criteria.map((c) => ({
      ...c,
      weight: Number(c.weight),
      maxScore: Number(c.maxScore),
    })),
    panel: await panelOf(db, editionId),
    entries: await entriesOf(ctx, editionId),
  };
}

/** What the records link each entrant to, by entry id. */
async function entrants(db: Db, entries: readonly EntryFacts[]) {
  const sdb = startupDb(db);
  const ties = await archiveTies(
    db,
    entries.flatMap((e) => (e.archiveId ? [e.archiveId] : [])),
  );
  const projectIds = [...new Set(entries.map((e) => e.projectId))];
  const mentors = projectIds.length
    ? await sdb
        .selectFrom('cyMentor')
        .select(['projectId', 'mentorName', 'workUnit', 'phone'])
        .where('projectId', 'in', projectIds)
        .execute()
    : [];
  return new Map(
    entries.map((e): [string, RecusalEntrant] => {
      const tie = e.archiveId ? ties.get(e.archiveId) : undefined;
      return [
        e.id,
        {
          family: tie?.family ?? [],
          employers: tie?.employers ?? [],
          businessName: e.businessName || null,
          mentors: mentors.filter((m) => m.projectId === e.projectId),
        },
      ];
    }),
  );
}

/**
 * Why each judge of the panel may not score each entry, by `pairKey`: only the pairs the
 * records link (see recusalReasons).
 */
export async function recusalsOf(
  db: Db,
  facts: Pick<EditionFacts, 'panel' | 'entries'>,
): Promise<Map<string, string[]>> {
  const byEntry = await entrants(db, facts.entries);
  const out = new Map<string, string[]>();
  for (const judge of facts.panel)
    for (const entry of facts.entries) {
      const reasons = recusalReasons(judge, byEntry.get(entry.id)!);
      if (reasons.length) out.set(pairKey(judge.judgeId, entry.id), reasons);
    }
  return out;
}
