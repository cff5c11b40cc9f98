import { employmentStatus } from '@vets/contracts';
import type { ArchivesDb } from '../tables.js';

/** Who changes archives behind a write, and when (the audit columns of what it touches). */
export interface Stamp {
  username: string;
  now: string;
}

const S = employmentStatus.values;

/** Statuses a current employment record leaves as they are: already working on one's own. */
const OWN_BUSINESS: readonly string[] = [S.selfEmployed, S.startUp];

/**
 * Sets the employment status of the archives, bumping their version so that an edit form
 * opened before cannot silently write the old status back. `except` keeps archives whose
 * status is one of those.
 */
export async function setArchiveStatus(
  db: ArchivesDb,
  archiveIds: readonly string[],
  status: string,
  stamp: Stamp,
  except: readonly string[] = [],
): Promise<void> {
  const ids = [...new Set(archiveIds)];
  if (!ids.length) return;
  await db
    .updateTable('arcBasic')
    .set((eb) => ({
      employmentStatus: status,
      version: eb('version', '+', 1),
      updateBy: stamp.username,
      updateTime: stamp.now,
    }))
    .where('id', 'in', ids)
    .where('employmentStatus', 'not in', [status, ...except])
    .execute();
}

/** A current employment record makes the veteran employed, unless they run their own business. */
export async function markEmployedByRecord(
  db: ArchivesDb,
  archiveIds: readonly string[],
  stamp: Stamp,
): Promise<void> {
  await setArchiveStatus(db, archiveIds, S.employed, stamp, OWN_BUSINESS);
}
