import { randomBytes } from 'node:crypto';
import type { Db } from '../database.js';

export const SETTING_DATA_KEY = 'crypto.dataKey';

/** Installation secrets, generated once. */
export async function seedSettings(db: Db): Promise<void> {
  await db
    .insertInto('sysSetting')
    .values({ key: SETTING_DATA_KEY, value: randomBytes(16).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
