import type { Migration } from 'kysely';

/**
 * Names recorded before migrations were named by their area, from one counter shared by every
 * section. They stay as recorded, and run before any named by area.
 */
export const RELEASED_MIGRATIONS: ReadonlySet<string> = new Set([
  '0001-system-core',
  '0002-resource-engine',
  '0003-system-admin',
  '0006-data-rules',
  '0007-departments',
  '0008-tenants',
  '0009-depart-permissions',
  '0010-announcements',
  '0011-banners',
  '0012-check-rules',
  '0013-categories',
  '0014-areas',
  '0015-recruitment',
  '0016-job-runs',
  '0017-system-resource-pages',
  '0018-recruitment-resource-pages',
  '0019-resume-fts-rows',
  '0020-archives',
  '0021-grid',
  '0022-archive-statistics',
  '0023-resume-archive',
  '0024-sms-codes',
  '0025-company-claims',
  '0026-veteran-link-attempts',
  '0027-third-party-login',
  '0028-training-institutions',
  '0029-revisions',
  '0030-entrepreneurship-startup',
  '0031-entrepreneurship-showcase',
  '0032-publishing',
  '0033-role-data-scope',
  '0034-account-usernames',
  '0035-uploads',
]);

/** One area's migrations: core's, or a section's (its key). */
export interface AreaMigrations {
  area: string;
  migrations: Readonly<Record<string, Migration>>;
}

/** The migrations of every area in the order they run, core first. */
export interface MigrationSet {
  migrations: Record<string, Migration>;
  /** Compares two names by when they run. */
  compare(a: string, b: string): number;
}

/**
 * Every migration by name, each named `<area>-<number>-<what>` (`training-0001-courses`) unless
 * released before that rule. Released names run first, in name order; then each area's, in the
 * order of `areas`, each area's in name order. A name outside that rule, or used twice, stops
 * the start.
 */
export function migrationSet(areas: readonly AreaMigrations[]): MigrationSet {
  const migrations: Record<string, Migration> = {};
  const rank = new Map<string, number>();
  areas.forEach(({ area, migrations: own }, index) => {
    for (const [name, migration] of Object.entries(own)) {
      if (migrations[name]) throw new Error(`迁移 ${name} 重复（${area}）`);
      const released = RELEASED_MIGRATIONS.has(name);
      if (!released && !name.startsWith(`${area}-`))
        throw new Error(`迁移 ${name} 须以其所属部分命名：${area}-编号-说明`);
      migrations[name] = migration;
      rank.set(name, released ? -1 : index);
    }
  });
  const compare = (a: string, b: string) =>
    (rank.get(a) ?? -1) - (rank.get(b) ?? -1) || (a < b ? -1 : a > b ? 1 : 0);
  return { migrations, compare };
}
