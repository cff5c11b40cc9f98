import type { ResourceDef } from '@vets/contracts';
import type { AppContext } from '../core/app-context.js';
import { seedDataRules } from '../core/auth/data-rule-seed.js';
import { removeMenus, resourceMenus, type SeedMenu, seedMenus } from '../core/auth/menu-seed.js';
import type { RuleVariable } from '../core/auth/rule-variables.js';
import type { DashboardEntry } from '../core/dashboard/dashboard-board.js';
import type { SectionJob } from '../core/jobs/job-registry.js';
import { CORE_MIGRATIONS } from '../core/migrations/index.js';
import { seedDicts } from '../core/resource/dict-seed.js';
import type { AddGuard } from '../core/resource/engine-context.js';
import type { OfficeDirectory } from '../core/resource/record-office.js';
import type { Section, SeedEnv, SeedReport } from '../core/section.js';
import type { Db } from '../db/database.js';
import { type MigrationSet, migrationSet } from '../db/migration-set.js';
import { SECTIONS } from './index.js';

/** Core's migrations and every section's, in the order they run (see migration-set.ts). */
export function allMigrations(): MigrationSet {
  return migrationSet([
    { area: 'core', migrations: CORE_MIGRATIONS },
    ...SECTIONS.map((s) => ({ area: s.key, migrations: s.migrations ?? {} })),
  ]);
}

/**
 * Idempotent, in one transaction: each section's reference data, then every dictionary and
 * menu that is missing. Existing rows are left as staff left them.
 */
export function seedSections(db: Db, env: SeedEnv): Promise<SeedReport> {
  return db.transaction().execute(async (trx) => {
    const report: SeedReport = {};
    for (const section of SECTIONS) Object.assign(report, await section.seed?.(trx, env));
    await seedDicts(
      trx,
      env.clock,
      SECTIONS.flatMap((s) => s.dicts ?? []),
    );
    const menus = SECTIONS.flatMap(sectionMenus);
    const development = (m: SeedMenu) => m.development === true;
    await seedMenus(
      trx,
      env.clock,
      menus.filter((m) => env.developmentPages || !development(m)),
    );
    if (!env.developmentPages)
      await removeMenus(
        trx,
        menus.filter(development).map((m) => m.id),
      );
    await seedDataRules(
      trx,
      env.clock,
      SECTIONS.flatMap((s) => s.dataRules ?? []),
    );
    return report;
  });
}

/** The menus of a section: its own entries and its resources' list pages with their buttons. */
export function sectionMenus(section: Section): SeedMenu[] {
  return [
    ...(section.menus ?? []),
    ...(section.resources ?? []).flatMap((r) => (r.menu ? resourceMenus(r.menu, r.def) : [])),
  ];
}

/** The tables a section owns: its resources' and the others it lists. */
export function sectionTables(section: Section): string[] {
  return [
    ...new Set([...(section.resources ?? []).map((r) => r.def.table), ...(section.tables ?? [])]),
  ];
}

/** Demo data of every section, for a first start. */
export async function seedSectionDemos(db: Db, env: SeedEnv): Promise<void> {
  for (const section of SECTIONS) await section.demo?.(db, env);
}

/** Every resource definition the sections serve. */
export function sectionResourceDefs(): ResourceDef[] {
  return SECTIONS.flatMap((s) => (s.resources ?? []).map((r) => r.def));
}

export function sectionJobs(): SectionJob[] {
  return SECTIONS.flatMap((s) => s.jobs ?? []);
}

/** The data-rule variables every section defines. */
export function sectionRuleVariables(): RuleVariable[] {
  return SECTIONS.flatMap((s) => s.ruleVariables ?? []);
}

/** The add guards every section brings. */
export function sectionAddGuards(): AddGuard[] {
  return SECTIONS.flatMap((s) => (s.addGuard ? [s.addGuard] : []));
}

/** The dashboard providers of every section that has one, in section order. */
export function sectionDashboards(): DashboardEntry<AppContext>[] {
  return SECTIONS.flatMap((s) => (s.dashboard ? [{ title: s.title, provide: s.dashboard }] : []));
}

/** The office directory one section provides (which department serves which region). */
export function sectionOffices(db: Db): OfficeDirectory {
  const providers = SECTIONS.filter((s) => s.offices);
  if (providers.length !== 1) throw new Error('恰好一个业务部分须提供部门所辖地区（offices）');
  return providers[0]!.offices!(db);
}
