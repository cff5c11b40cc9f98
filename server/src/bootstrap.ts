import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { type BuildAppOptions, buildApp } from './app.js';
import type { AppContext } from './core/app-context.js';
import { DataRuleStore } from './core/auth/data-rule-store.js';
import { PermissionStore } from './core/auth/permission-store.js';
import { SessionService } from './core/auth/session-service.js';
import { SliderTickets } from './core/auth/slider-ticket.js';
import { TenantStore } from './core/auth/tenant-store.js';
import type { AppConfig } from './core/config.js';
import { DashboardBoard } from './core/dashboard/dashboard-board.js';
import { clearImportUploads } from './core/files/import-uploads.js';
import { LocalDiskStorage } from './core/files/local-disk-storage.js';
import { InProcessNoticeHub } from './core/realtime/notice-hub.js';
import { DictLookupCache } from './core/resource/dict-lookup.js';
import { placeRecords } from './core/resource/office-placement.js';
import { ensureResourceIndexes } from './core/resource/resource-indexes.js';
import { ResourceRegistry } from './core/resource/resource-registry.js';
import { serverSecret } from './core/secrets.js';
import { SmsCodes } from './core/sms/sms-codes.js';
import { createSmsProvider } from './core/sms/sms-provider-factory.js';
import { Clock } from './db/clock.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import {
  allMigrations,
  sectionAddGuards,
  sectionDashboards,
  sectionOffices,
  sectionResourceDefs,
  sectionRuleVariables,
  seedSectionDemos,
  seedSections,
} from './sections/composition.js';

/** The migration that brought the department scope; records are placed again once after it. */
const DEPARTMENT_SCOPE_MIGRATION = '0033-role-data-scope';

export interface Bootstrapped {
  app: FastifyInstance;
  ctx: AppContext;
  /** Set only on the start that created `admin` with a random password. */
  generatedAdminPassword: string | null;
  /** Closes the app, then the database. */
  close(): Promise<void>;
}

/**
 * Everything before `listen`: open the database (or take the one given), migrate, seed, and
 * build the app. The server, the tests and the benchmarks all start this way.
 */
export async function bootstrap(
  config: AppConfig,
  options: {
    database?: DatabaseHandle;
    logger?: FastifyServerOptions['logger'];
    trustProxy?: boolean;
    plugins?: BuildAppOptions['plugins'];
    /** Where the development SMS provider writes (the app log by default; tests collect it). */
    smsSink?: (line: Record<string, unknown>) => void;
  } = {},
): Promise<Bootstrapped> {
  const handle =
    options.database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      sqliteFile: path.join(config.dataDir, 'vets.db'),
    });
  const clock = new Clock(config.timeZone);
  const migrations = allMigrations();
  const applied = await migrateToLatest(handle.db, migrations);
  // Demo data belongs to a first start: a database made by an older version keeps its own data.
  const firstStart = applied.length === Object.keys(migrations.migrations).length;
  await ensureResourceIndexes(handle.db, handle.dialect, sectionResourceDefs());
  const env = {
    clock,
    dialect: handle.dialect,
    adminPassword: config.adminPassword,
    developmentPages: config.widgetShowcase,
  };
  const seed = await seedSections(handle.db, env);
  if (config.seedDemo && firstStart) await seedSectionDemos(handle.db, env);
  const offices = sectionOffices(handle.db);
  // Records keep the department their region or owner gives them: all of them once, when the
  // rule came in; on later starts those no write placed.
  await placeRecords(handle.db, sectionResourceDefs(), offices, {
    all: applied.includes(DEPARTMENT_SCOPE_MIGRATION),
  });
  await handle.optimize();
  await clearImportUploads(config.dataDir);
  // The app's logger exists only once the app does; the SMS parts write through this until then.
  let appLog: FastifyBaseLogger | undefined;
  const sms = createSmsProvider(
    config.sms,
    options.smsSink ?? (({ msg, ...line }) => appLog?.warn(line, String(msg ?? 'sms'))),
  );
  const ctx: AppContext = {
    db: handle.db,
    readDb: handle.readDb,
    dialect: handle.dialect,
    config,
    clock,
    sessions: new SessionService(handle.db),
    permissions: new PermissionStore(handle.db, { apiBase: config.apiBase }),
    dataRules: new DataRuleStore(handle.db, sectionRuleVariables()),
    tenants: new TenantStore(handle.db, () => clock.nowText().slice(0, 10)),
    storage: new LocalDiskStorage(path.join(config.dataDir, 'uploads')),
    resources: new ResourceRegistry(),
    dictCache: new DictLookupCache(handle.db),
    addGuards: sectionAddGuards(),
    offices,
    notices: new InProcessNoticeHub(),
    dashboard: new DashboardBoard(sectionDashboards()),
    smsCodes: new SmsCodes({
      db: handle.db,
      dialect: handle.dialect,
      clock,
      provider: sms,
      secret: serverSecret(config.dataDir, 'sms-code.key', config.sms.codeSecret),
      globalPerMinute: config.sms.globalPerMinute,
      tickets: new SliderTickets(serverSecret(config.dataDir, 'slider-ticket.key'), () =>
        clock.now(),
      ),
      logError: (details, message) => appLog?.error(details, message),
    }),
  };
  const app = await buildApp(ctx, {
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
    trustProxy: options.trustProxy ?? false,
    ...(options.plugins ? { plugins: options.plugins } : {}),
  });
  appLog = app.log;
  return {
    app,
    ctx,
    generatedAdminPassword: seed.generatedAdminPassword ?? null,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
