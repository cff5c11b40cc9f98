import { randomBytes } from 'node:crypto';
import { PERMISSION_VERSION_KEY } from '../../../core/auth/permission-store.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';

export const SETTING_DATA_KEY = 'crypto.dataKey';

/** Installation secrets and the permission version, created once. */
export async function seedSettings(db: Db): Promise<void> {
  await db
    .insertInto('sysSetting')
    .values([
      { key: SETTING_DATA_KEY, value: randomBytes(16).toString('hex') },
      { key: PERMISSION_VERSION_KEY, value: newId() },
    ])
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
