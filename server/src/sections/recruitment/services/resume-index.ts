import { cityOf, isProvinceCode } from '@vets/contracts';
import type { DialectName } from '../../../db/database.js';
import { splitWords } from '../matching/match-facts.js';
import type { RecruitmentDb } from '../tables.js';
import { resumeFtsRow } from './resume-fts-row.js';

export const RESUME_CHILD_TABLES = ['zpResumeEducation', 'zpResumeWork', 'zpResumeSkill'] as const;

/** Removes what search and matching hold of resumes (match keys, the SQLite full-text rows). */
export async function dropResumeIndex(
  db: RecruitmentDb,
  dialect: DialectName,
  ids: string[],
): Promise<void> {
  await db.deleteFrom('zpResumeMatchKey').where('resumeId', 'in', ids).execute();
  if (dialect === 'sqlite')
    await db.deleteFrom('zpResumeFts').where('rowid', 'in', ids.map(resumeFtsRow)).execute();
}

/** The resume's own columns its search text is made of. */
const SEARCHED_COLUMNS = [
  'realName',
  'major',
  'militarySpecialty',
  'militaryRank',
  'skills',
  'selfEvaluation',
] as const;

interface MatchKeyRow {
  kind: string;
  code: string;
  resumeId: string;
}

/**
 * The match keys of a resume: intended categories (cat) and their parents (catp), intended
 * cities (city) or whole provinces (prov); the home region stands in for no intended region.
 */
export function resumeMatchKeys(
  resume: {
    id: string;
    intentionCategories: string | null;
    intentionRegions: string | null;
    regionCode: string;
  },
  parentOf: (categoryId: string) => string | null | undefined,
): MatchKeyRow[] {
  const keys = new Map<string, MatchKeyRow>();
  const add = (kind: string, code: string) =>
    keys.set(`${kind}:${code}`, { kind, code, resumeId: resume.id });
  for (const id of splitWords(resume.intentionCategories)) {
    add('cat', id);
    const pid = parentOf(id);
    if (pid) add('catp', pid);
  }
  const regions = splitWords(resume.intentionRegions);
  for (const code of regions.length ? regions : [resume.regionCode]) {
    if (isProvinceCode(code)) add('prov', code);
    else add('city', cityOf(code));
  }
  return [...keys.values()];
}

/** The searchable text of a resume: its own words, then every text of its sub-table rows. */
export function resumeSearchBody(
  resume: Record<string, unknown>,
  children: ReadonlyArray<Record<string, unknown>>,
): string {
  const own = SEARCHED_COLUMNS.map((k) => resume[k]);
  const fromChildren = children.flatMap((row) =>
    Object.entries(row)
      .filter(([key, value]) => typeof value === 'string' && !/(Id|id|Time|Date|By)$/.test(key))
      .map(([, value]) => value),
  );
  return [...own, ...fromChildren]
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .join(' ');
}

/**
 * Rebuilds what search and matching read of a resume: its text (own fields and sub-tables),
 * the SQLite full-text row, and the match keys. Runs inside the write's transaction.
 */
export async function refreshResumeIndex(
  db: RecruitmentDb,
  dialect: DialectName,
  resumeId: string,
  excludeChildIds: readonly string[] = [],
): Promise<void> {
  const resume = await db
    .selectFrom('zpResume')
    .select(['id', ...SEARCHED_COLUMNS, 'intentionCategories', 'intentionRegions', 'regionCode'])
    .where('id', '=', resumeId)
    .executeTakeFirst();
  await dropResumeIndex(db, dialect, [resumeId]);
  if (!resume) return;

  const children: Array<Record<string, unknown>> = [];
  for (const table of RESUME_CHILD_TABLES) {
    let q = db.selectFrom(table).selectAll().where('resumeId', '=', resumeId);
    if (excludeChildIds.length) q = q.where('id', 'not in', excludeChildIds);
    children.push(...(await q.execute()));
  }
  const body = resumeSearchBody(resume, children);
  await db.updateTable('zpResume').set({ searchText: body }).where('id', '=', resumeId).execute();
  if (dialect === 'sqlite')
    await db
      .insertInto('zpResumeFts')
      .values({ rowid: resumeFtsRow(resumeId), resumeId, body })
      .execute();
  const categories = splitWords(resume.intentionCategories);
  const parents = categories.length
    ? await db
        .selectFrom('sysCategory')
        .select(['id', 'pid'])
        .where('id', 'in', categories)
        .execute()
    : [];
  const parentOf = new Map(parents.map((r) => [r.id, r.pid]));
  const keys = resumeMatchKeys(resume, (id) => parentOf.get(id));
  if (keys.length) await db.insertInto('zpResumeMatchKey').values(keys).execute();
}
