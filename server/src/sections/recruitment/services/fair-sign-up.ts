import { fairStatus } from '@vets/contracts';
import type { Db } from '../../../db/database.js';
import { recruitmentDb } from '../tables.js';

interface FairDates {
  status: string | null;
  endTime: string;
  regDeadline: string | null;
}

/**
 * Whether a fair takes booth applications and registrations at `now` (text time): published,
 * not over, and its registration deadline, if any, not passed.
 */
export function takesSignUps(fair: FairDates, now: string): boolean {
  return (
    fair.status === fairStatus.values.published &&
    fair.endTime >= now &&
    (!fair.regDeadline || fair.regDeadline >= now)
  );
}

export async function fairOpenForSignUp(db: Db, fairId: string, now: string): Promise<boolean> {
  const fair = await recruitmentDb(db)
    .selectFrom('zpJobFair')
    .select(['status', 'endTime', 'regDeadline'])
    .where('id', '=', fairId)
    .executeTakeFirst();
  return Boolean(fair && takesSignUps(fair, now));
}
