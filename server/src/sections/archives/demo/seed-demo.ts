import type { SeedEnv } from '../../../core/section.js';
import type { Db } from '../../../db/database.js';
import { createRng } from '../../../db/demo/prng.js';
import { departmentRegions } from '../../organisation/index.js';
import { resumePeople, syncResumePeople } from '../../recruitment/index.js';
import { archivePeople } from '../services/archive-people.js';
import { archivesDb } from '../tables.js';
import { loadArchiveContext } from './archive-context.js';
import { generateArchives } from './generate-archives.js';

const DEMO_SEED = 20261124;
export const DEMO_ARCHIVES = 2000;

/**
 * Demo archives for a new installation, only while there is no archive at all: one for every
 * demo resume (linked to it) and more besides.
 */
export async function seedDemoArchives(
  db: Db,
  env: Pick<SeedEnv, 'clock' | 'dialect'>,
): Promise<boolean> {
  const adb = archivesDb(db);
  if (await adb.selectFrom('arcBasic').select('id').limit(1).executeTakeFirst()) return false;
  const ctx = await loadArchiveContext(
    { db: adb, rng: createRng(DEMO_SEED), now: env.clock.nowText(), batchSize: 500 },
    await departmentRegions(db),
  );
  await generateArchives(ctx, await resumePeople(db), DEMO_ARCHIVES);
  const ids = (await adb.selectFrom('arcBasic').select('id').execute()).map((r) => r.id);
  await syncResumePeople(db, env.dialect, await archivePeople(adb, ids));
  return true;
}
