import type { SeedEnv, SeedReport } from '../../../core/section.js';
import type { Db } from '../../../db/database.js';
import { seedAreas } from './areas.js';
import { seedReports } from './reports.js';
import { seedSettings } from './settings.js';

/** Regions, reports and installation settings. */
export async function seedSystem(trx: Db, env: SeedEnv): Promise<SeedReport> {
  await seedAreas(trx);
  await seedReports(trx, env.clock);
  await seedSettings(trx);
  return {};
}
