import type { SeedEnv, SeedReport } from '../../../core/section.js';
import type { Db } from '../../../db/database.js';
import { seedAdmin } from './admin.js';
import { seedAreas } from './areas.js';
import { seedDepartments } from './departments.js';
import { seedReports } from './reports.js';
import { seedRoles } from './roles.js';
import { seedSettings } from './settings.js';

/** Departments, regions, roles, reports, installation settings and the first administrator. */
export async function seedSystem(trx: Db, env: SeedEnv): Promise<SeedReport> {
  await seedDepartments(trx, env.clock);
  await seedAreas(trx);
  await seedRoles(trx, env.clock);
  await seedReports(trx, env.clock);
  await seedSettings(trx);
  const admin = await seedAdmin(trx, env.clock, env.adminPassword);
  return { generatedAdminPassword: admin.generatedPassword };
}
