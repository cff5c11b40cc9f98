import type { SeedEnv, SeedReport } from '../../../core/section.js';
import type { Db } from '../../../db/database.js';
import { seedAdmin } from './admin.js';
import { seedDepartments } from './departments.js';
import { seedRoles } from './roles.js';

/** Departments, the shipped roles and the first administrator. */
export async function seedOrganisation(trx: Db, env: SeedEnv): Promise<SeedReport> {
  await seedDepartments(trx, env.clock);
  await seedRoles(trx, env.clock);
  const admin = await seedAdmin(trx, env.clock, env.adminPassword);
  return { generatedAdminPassword: admin.generatedPassword };
}
