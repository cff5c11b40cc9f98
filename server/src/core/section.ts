import type { DictDef } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Migration } from 'kysely';
import type { Clock } from '../db/clock.js';
import type { Db, DialectName } from '../db/database.js';
import type { AppContext } from './app-context.js';
import type { SeedDataRule } from './auth/data-rule-seed.js';
import type { SeedMenu } from './auth/menu-seed.js';
import type { RuleVariable } from './auth/rule-variables.js';
import type { DashboardProvider } from './dashboard/dashboard-board.js';
import type { SectionJob } from './jobs/job-registry.js';
import type { AddGuard } from './resource/engine-context.js';
import type { OfficeDirectory } from './resource/record-office.js';
import type { SectionResource } from './resource/section-resource.js';

export type SectionPlugin = FastifyPluginAsync<{ ctx: AppContext }>;

/** What a section's seed receives. */
export interface SeedEnv {
  clock: Clock;
  dialect: DialectName;
  /** ADMIN_PASSWORD, for the account created on the first start. */
  adminPassword: string | undefined;
  /** Whether development pages (the widget showcase) are in the menu. */
  developmentPages?: boolean;
}

/** What a seed may report back to the start-up (the generated admin password, once). */
export interface SeedReport {
  generatedAdminPassword?: string | null;
}

/**
 * Everything one business section brings. `app.ts`, the migrator, the seeder, the menu seed, the
 * job registry, the OpenAPI tags and the cross-cutting tests iterate `SECTIONS`, so a new
 * section is one manifest and one line in that list.
 */
export interface Section<Tables = unknown> {
  /** Type only: the Kysely types of the tables it owns, which the tests combine from SECTIONS. */
  readonly tables$?: Tables;
  /** The folder name on every side (`recruitment`). */
  key: string;
  /** Its Chinese name: the OpenAPI tag group and the menu group (招聘管理). */
  title: string;
  /** Resources served by the engine, with the section's hooks. */
  resources?: readonly SectionResource[];
  /** Hand-written back-office routes, registered after the resources. */
  routes?: readonly SectionPlugin[];
  /** Anonymous portal reads (`/portal/...`), rate-limited per client. */
  portalRoutes?: readonly SectionPlugin[];
  /** Migrations by name; names are global and sort in the order they run. */
  migrations?: Readonly<Record<string, Migration>>;
  /**
   * The tables this section owns besides its resources' (snake_case); no other section reads
   * them.
   */
  tables?: readonly string[];
  /**
   * Core's tables (`CORE_TABLES`) this section writes, through its resources or its own code:
   * the administration pages of accounts, roles, dictionaries and the like. No other core
   * table, and no other section's table, is written from the section.
   */
  administers?: readonly string[];
  /** Dictionaries written to 数据字典 on every start (missing ones only). */
  dicts?: readonly DictDef[];
  /**
   * Menu entries besides its resources' list pages (groups, pages of no resource), granted to
   * their roles when first created.
   */
  menus?: readonly SeedMenu[];
  /** Data rules on its list pages, for the roles they bind when first created. */
  dataRules?: readonly SeedDataRule[];
  /** A check before any add of any resource (the company approval gate). */
  addGuard?: AddGuard;
  /** Which department serves which region, for the department that keeps a record (one section). */
  offices?: (db: Db) => OfficeDirectory;
  /** Variables its data rules may name (`#{sys_user_grids}`). */
  ruleVariables?: readonly RuleVariable[];
  /** Its figures on the director's dashboard, in the caller's scope. */
  dashboard?: DashboardProvider<AppContext>;
  /** Scheduled jobs, by name. */
  jobs?: readonly SectionJob[];
  /** Reference data, idempotent, inside the start-up transaction. */
  seed?(trx: Db, env: SeedEnv): Promise<SeedReport | undefined>;
  /** Demo data for a first start (SEED_DEMO), after the seed. */
  demo?(db: Db, env: SeedEnv): Promise<void>;
}

export const defineSection = <Tables = unknown>(section: Section<Tables>): Section<Tables> =>
  section;

/** The tables of every section of a list, as one Kysely table map. */
export type TablesOfSections<List extends readonly Section[]> = Intersection<
  List[number] extends infer S ? (S extends Section<infer T> ? T : never) : never
>;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
