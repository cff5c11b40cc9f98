import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { visibleCompanies, visiblePositions } from '../portal.js';
import { recruitmentDb } from '../tables.js';

/*
 * A portal account's favourites: positions and companies as the portal shows them. Kept in the
 * same table as the staff's favourites, by the signed-in user the caller names.
 */

export type JobseekerFavoriteType = 'position' | 'company';

/** Whether the portal shows the target today. */
async function onPortal(db: Db, type: JobseekerFavoriteType, id: string, today: string) {
  const rdb = recruitmentDb(db);
  const row =
    type === 'position'
      ? await visiblePositions(rdb, today).select('p.id').where('p.id', '=', id).executeTakeFirst()
      : await visibleCompanies(rdb).select('c.id').where('c.id', '=', id).executeTakeFirst();
  return Boolean(row);
}

/** Keeps a target the portal shows; false when it does not show it. */
export async function addJobseekerFavorite(
  db: Db,
  userId: string,
  type: JobseekerFavoriteType,
  targetId: string,
  now: string,
): Promise<boolean> {
  if (!(await onPortal(db, type, targetId, now.slice(0, 10)))) return false;
  await recruitmentDb(db)
    .insertInto('zpFavorite')
    .values({ id: newId(), userId, targetType: type, targetId, createTime: now })
    .onConflict((oc) => oc.columns(['userId', 'targetType', 'targetId']).doNothing())
    .execute();
  return true;
}

export async function removeJobseekerFavorite(
  db: Db,
  userId: string,
  type: JobseekerFavoriteType,
  targetId: string,
): Promise<void> {
  await recruitmentDb(db)
    .deleteFrom('zpFavorite')
    .where('userId', '=', userId)
    .where('targetType', '=', type)
    .where('targetId', '=', targetId)
    .execute();
}

/** The account's favourites, newest first, titled as the portal shows them (or as gone). */
export async function jobseekerFavorites(db: Db, userId: string, today: string) {
  const rdb = recruitmentDb(db);
  const kept = await rdb
    .selectFrom('zpFavorite')
    .select(['targetType', 'targetId', 'createTime'])
    .where('userId', '=', userId)
    .where('targetType', 'in', ['position', 'company'])
    .orderBy('createTime', 'desc')
    .limit(200)
    .execute();
  const idsOf = (type: string) => kept.filter((k) => k.targetType === type).map((k) => k.targetId);
  const positionIds = idsOf('position');
  const companyIds = idsOf('company');
  const positions = new Map(
    positionIds.length
      ? (
          await visiblePositions(rdb, today)
            .select(['p.id', 'p.title', 'c.companyName'])
            .where('p.id', 'in', positionIds)
            .execute()
        ).map((p) => [p.id, p])
      : [],
  );
  const companies = new Map(
    companyIds.length
      ? (
          await visibleCompanies(rdb)
            .select(['c.id', 'c.companyName'])
            .where('c.id', 'in', companyIds)
            .execute()
        ).map((c) => [c.id, c])
      : [],
  );
  return kept.map((k) => {
    const position = k.targetType === 'position' ? positions.get(k.targetId) : undefined;
    const company = k.targetType === 'company' ? companies.get(k.targetId) : undefined;
    return {
      targetType: k.targetType as JobseekerFavoriteType,
      targetId: k.targetId,
      title: position?.title ?? company?.companyName ?? '（已下线）',
      companyName: position?.companyName ?? '',
      available: Boolean(position ?? company),
      createTime: k.createTime,
    };
  });
}

/** The contact of a company the portal shows, for a signed-in veteran; undefined otherwise. */
export function portalCompanyContact(db: Db, companyId: string) {
  return visibleCompanies(recruitmentDb(db))
    .select(['c.contactName', 'c.contactPhone', 'c.address'])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
}
