import { deliveryStatus, interviewMode, interviewStatus } from '@vets/contracts';
import { type DictLookup, dictText } from '../../../core/resource/dict-lookup.js';
import type { Db } from '../../../db/database.js';
import { recruitmentDb } from '../tables.js';

/*
 * What a veteran signed in on the portal reads of recruitment: always by their own resume,
 * which the caller finds from the signed-in user, never from the request.
 */

/** The dictionaries the veteran's pages name statuses by. */
export const JOBSEEKER_DICTS = [deliveryStatus.code, interviewMode.code, interviewStatus.code];

/** The resume a portal account keeps, if any. */
export async function resumeOfUser(db: Db, userId: string) {
  return recruitmentDb(db)
    .selectFrom('zpResume')
    .select(['id', 'realName', 'idCard', 'version'])
    .where('userId', '=', userId)
    .orderBy('createTime')
    .executeTakeFirst();
}

/** The resume becomes the account's own (and no other resume stays the account's). */
export async function claimResume(trx: Db, resumeId: string, userId: string): Promise<void> {
  const rdb = recruitmentDb(trx);
  await rdb
    .updateTable('zpResume')
    .set({ userId: null })
    .where('userId', '=', userId)
    .where('id', '!=', resumeId)
    .execute();
  await rdb.updateTable('zpResume').set({ userId }).where('id', '=', resumeId).execute();
}

/** The resume's applications, newest first, each with its interview invitations. */
export async function applicationsOf(db: Db, resumeId: string, texts: DictLookup) {
  const rdb = recruitmentDb(db);
  const rows = await rdb
    .selectFrom('zpDelivery as d')
    .innerJoin('zpPosition as p', 'p.id', 'd.positionId')
    .innerJoin('zpCompany as c', 'c.id', 'd.companyId')
    .select([
      'd.id',
      'd.positionId',
      'p.title as positionTitle',
      'c.companyName',
      'd.status',
      'd.deliverTime',
    ])
    .where('d.resumeId', '=', resumeId)
    .orderBy('d.deliverTime', 'desc')
    .limit(200)
    .execute();
  const ids = rows.map((r) => r.id);
  const interviews = ids.length
    ? await rdb
        .selectFrom('zpInterview')
        .select([
          'id',
          'deliveryId',
          'interviewTime',
          'mode',
          'place',
          'onlineLink',
          'contactName',
          'contactPhone',
          'status',
        ])
        .where('deliveryId', 'in', ids)
        .orderBy('interviewTime')
        .execute()
    : [];
  return rows.map((r) => ({
    ...r,
    status: r.status ?? '',
    status_dictText: dictText(texts.get(deliveryStatus.code), r.status),
    interviews: interviews
      .filter((i) => i.deliveryId === r.id)
      .map(({ deliveryId: _, ...i }) => ({
        ...i,
        status: i.status ?? '',
        mode_dictText: dictText(texts.get(interviewMode.code), i.mode),
        status_dictText: dictText(texts.get(interviewStatus.code), i.status),
      })),
  }));
}

/** The fairs the resume is registered for, soonest first. */
export function fairRegistrationsOf(db: Db, resumeId: string) {
  return recruitmentDb(db)
    .selectFrom('zpFairRegistration as r')
    .innerJoin('zpJobFair as f', 'f.id', 'r.fairId')
    .select(['r.id', 'r.fairId', 'f.title', 'f.startTime', 'f.venue', 'r.createTime'])
    .where('r.resumeId', '=', resumeId)
    .orderBy('f.startTime', 'desc')
    .limit(200)
    .execute();
}

/** The positions staff pushed to the resume, newest first. */
export function recommendationsOf(db: Db, resumeId: string) {
  return recruitmentDb(db)
    .selectFrom('zpRecommendRecord as r')
    .innerJoin('zpPosition as p', 'p.id', 'r.positionId')
    .innerJoin('zpCompany as c', 'c.id', 'p.companyId')
    .select([
      'r.id',
      'r.positionId',
      'p.title as positionTitle',
      'c.companyName',
      'r.score',
      'r.createTime',
    ])
    .where('r.resumeId', '=', resumeId)
    .orderBy('r.createTime', 'desc')
    .limit(100)
    .execute();
}

/** The archive a veteran's portal account is linked to (through its own resume), if any. */
export async function archiveOfAccount(db: Db, userId: string): Promise<string | null> {
  const row = await recruitmentDb(db)
    .selectFrom('zpResume')
    .select('archiveId')
    .where('userId', '=', userId)
    .where('archiveId', 'is not', null)
    .orderBy('createTime')
    .executeTakeFirst();
  return row?.archiveId ?? null;
}

/** The portal accounts linked to these archives, by archive id. */
export async function accountsOfArchives(
  db: Db,
  archiveIds: string[],
): Promise<Map<string, string>> {
  if (!archiveIds.length) return new Map();
  const rows = await recruitmentDb(db)
    .selectFrom('zpResume')
    .select(['archiveId', 'userId'])
    .where('archiveId', 'in', archiveIds)
    .where('userId', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [String(r.archiveId), String(r.userId)]));
}
