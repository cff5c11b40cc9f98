import { employmentStatus, unemploymentStatus, yesNo } from '@vets/contracts';
import { notFound } from '../../../core/errors.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { type ArchivesDb, archivesDb } from '../tables.js';
import { type Stamp, setArchiveStatus } from './archive-status.js';

export const PLACEMENT_CLOSE_NOTE = '通过服务机构就业';

/** A placement through the service, as a job result records it. */
export interface Placement {
  archiveId: string;
  employer: string;
  jobTitle: string | null;
  placementDate: string;
  monthlySalary: number | null;
  employmentType: string;
  channel: string;
}

/**
 * What a placement changes on the archive: the veteran is employed, their open unemployment
 * registration is closed on the placement date, and an arranged employment record is added.
 */
export async function applyPlacements(
  db: ArchivesDb,
  placements: readonly Placement[],
  stamp: Stamp,
): Promise<void> {
  if (!placements.length) return;
  await setArchiveStatus(
    db,
    placements.map((p) => p.archiveId),
    employmentStatus.values.employed,
    stamp,
  );
  for (const p of placements) {
    await db
      .updateTable('arcUnemployment')
      .set((eb) => ({
        status: unemploymentStatus.values.reemployed,
        closeDate: p.placementDate,
        closeNote: PLACEMENT_CLOSE_NOTE,
        version: eb('version', '+', 1),
        updateBy: stamp.username,
        updateTime: stamp.now,
      }))
      .where('archiveId', '=', p.archiveId)
      .where('status', '=', unemploymentStatus.values.open)
      .execute();
  }
  await db
    .insertInto('arcEmployment')
    .values(
      placements.map((p) => ({
        id: newId(),
        archiveId: p.archiveId,
        employer: p.employer,
        jobTitle: p.jobTitle,
        startDate: p.placementDate,
        endDate: null,
        monthlySalary: p.monthlySalary,
        employmentType: p.employmentType,
        arranged: yesNo.values.yes,
        createBy: stamp.username,
        createTime: stamp.now,
        updateBy: null,
        updateTime: null,
      })),
    )
    .execute();
}

/**
 * Records a hire made through recruitment as a job result, with its effects on the archive, in
 * the caller's transaction. Once per delivery: a second call for the same delivery does nothing.
 */
export async function recordPlacement(
  trx: Db,
  placement: Placement & { deliveryId: string; remark?: string | null },
  stamp: Stamp,
): Promise<{ id: string; created: boolean }> {
  const db = archivesDb(trx);
  const archive = await db
    .selectFrom('arcBasic')
    .select('sysOrgCode')
    .where('id', '=', placement.archiveId)
    .executeTakeFirst();
  if (!archive) throw notFound('退役军人档案不存在');
  const id = newId();
  const inserted = await db
    .insertInto('arcJobResult')
    .values({
      id,
      archiveId: placement.archiveId,
      employer: placement.employer,
      jobTitle: placement.jobTitle,
      placementDate: placement.placementDate,
      monthlySalary: placement.monthlySalary,
      employmentType: placement.employmentType,
      channel: placement.channel,
      deliveryId: placement.deliveryId,
      remark: placement.remark ?? null,
      sysOrgCode: archive.sysOrgCode,
      version: 1,
      createBy: stamp.username,
      createTime: stamp.now,
      updateBy: null,
      updateTime: null,
    })
    .onConflict((oc) => oc.column('deliveryId').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    const found = await db
      .selectFrom('arcJobResult')
      .select('id')
      .where('deliveryId', '=', placement.deliveryId)
      .executeTakeFirstOrThrow();
    return { id: found.id, created: false };
  }
  await applyPlacements(db, [placement], stamp);
  return { id, created: true };
}
