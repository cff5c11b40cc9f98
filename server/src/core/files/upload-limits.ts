import { DEFAULT_UPLOAD_LIMITS, type UploadLimits, uploadLimitsSchema } from '@vets/contracts';
import type { Db } from '../../db/database.js';

const KEY = 'upload.limits';

/** How much one user may upload (system settings), or the defaults until an administrator sets it. */
export async function readUploadLimits(db: Db): Promise<UploadLimits> {
  const row = await db
    .selectFrom('sysSetting')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  if (!row) return DEFAULT_UPLOAD_LIMITS;
  try {
    const parsed = uploadLimitsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_UPLOAD_LIMITS;
  } catch {
    return DEFAULT_UPLOAD_LIMITS;
  }
}

export async function writeUploadLimits(db: Db, limits: UploadLimits): Promise<void> {
  const value = JSON.stringify(limits);
  await db
    .insertInto('sysSetting')
    .values({ key: KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
