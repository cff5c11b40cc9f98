import type { Clock } from '../clock.js';
import type { Db } from '../database.js';
import { seedAdmin } from './admin.js';
import { seedAreas } from './areas.js';
import { seedDepartments } from './departments.js';
import { seedDicts } from './dicts.js';
import { seedMenus } from './menus.js';
import { seedRecruitmentRule } from './recruitment-rule.js';
import { seedReferenceTrees } from './reference-trees.js';
import { seedReports } from './reports.js';
import { seedRoles } from './roles.js';
import { seedSettings } from './settings.js';

export interface SeedResult {
  /** Set only on the start that created `admin` with a random password. */
  generatedAdminPassword: string | null;
}

/** Idempotent: inserts what is missing and leaves existing rows alone. */
export function runSeed(
  db: Db,
  clock: Clock,
  adminPassword: string | undefined,
): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    await seedDepartments(trx, clock);
    await seedAreas(trx);
    await seedRoles(trx, clock);
    await seedMenus(trx, clock);
    await seedDicts(trx, clock);
    await seedReferenceTrees(trx, clock);
    await seedRecruitmentRule(trx, clock);
    await seedReports(trx, clock);
    await seedSettings(trx);
    const admin = await seedAdmin(trx, clock, adminPassword);
    return { generatedAdminPassword: admin.generatedPassword };
  });
}
