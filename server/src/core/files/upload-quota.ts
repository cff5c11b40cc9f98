import type { UploadLimits } from '@vets/contracts';
import type { Db } from '../../db/database.js';
import { tooManyRequests } from '../errors.js';

const MB = 1024 * 1024;
const MINUTE_MS = 60_000;

/** Who uploads, when, and the day (YYYY-MM-DD, the configured time zone) it counts toward. */
export interface UploadCharge {
  userId: string;
  now: number;
  day: string;
  limits: UploadLimits;
}

export const UPLOAD_LIMIT_MESSAGES = {
  daily: (mb: number) => `今日上传已达上限（${mb}MB），请明天再试`,
  rate: (n: number) => `上传过于频繁（每分钟最多${n}个文件），请稍后再试`,
} as const;

async function usedToday(db: Db, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('sysUploadUsage')
    .select('bytes')
    .where('userId', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

async function filesLastMinute(db: Db, userId: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('sysFile')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('uploadedBy', '=', userId)
    .where('createdAt', '>', now - MINUTE_MS)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Refuses an upload before its body is read when the user is already at a limit. Parallel
 * uploads may all pass here; `chargeUpload` is the check that counts.
 */
export async function refuseOverLimit(db: Db, c: UploadCharge): Promise<void> {
  if ((await usedToday(db, c.userId, c.day)) >= c.limits.dailyMb * MB)
    throw tooManyRequests(UPLOAD_LIMIT_MESSAGES.daily(c.limits.dailyMb));
  if ((await filesLastMinute(db, c.userId, c.now)) >= c.limits.perMinute)
    throw tooManyRequests(UPLOAD_LIMIT_MESSAGES.rate(c.limits.perMinute));
}

/**
 * Counts a stored upload of `bytes` toward the user's day, inside `trx`, and refuses (429) one
 * that would pass the daily quota or the rate. The day's row is written first: it holds the
 * user's later uploads until this transaction ends, so parallel uploads are counted one by one.
 * A refused upload rolls back with the transaction and counts for nothing.
 */
export async function chargeUpload(trx: Db, c: UploadCharge, bytes: number): Promise<void> {
  const row = await trx
    .insertInto('sysUploadUsage')
    .values({ userId: c.userId, day: c.day, bytes })
    .onConflict((oc) =>
      oc
        .columns(['userId', 'day'])
        .doUpdateSet((eb) => ({ bytes: eb('sysUploadUsage.bytes', '+', bytes) })),
    )
    .returning('bytes')
    .executeTakeFirstOrThrow();
  if (Number(row.bytes) > c.limits.dailyMb * MB)
    throw tooManyRequests(UPLOAD_LIMIT_MESSAGES.daily(c.limits.dailyMb));
  if ((await filesLastMinute(trx, c.userId, c.now)) >= c.limits.perMinute)
    throw tooManyRequests(UPLOAD_LIMIT_MESSAGES.rate(c.limits.perMinute));
}
