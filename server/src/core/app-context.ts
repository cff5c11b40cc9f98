import type { Db, DialectName } from '../db/database.js';
import type { SessionService } from './auth/session-service.js';
import type { TenantStore } from './auth/tenant-store.js';
import type { DashboardBoard } from './dashboard/dashboard-board.js';
import type { NoticeHub } from './realtime/notice-hub.js';
import type { EngineContext } from './resource/engine-context.js';
import type { ResourceRegistry } from './resource/resource-registry.js';
import type { SmsCodes } from './sms/sms-codes.js';

/** What every section receives: the database, configuration and shared services. */
export interface AppContext extends EngineContext {
  dialect: DialectName;
  /** For long read-only queries: they run beside `db` and never hold the event loop. */
  readDb: Db;
  sessions: SessionService;
  /** Which tenants a user may act in (the X-Tenant-Id header). */
  tenants: TenantStore;
  /** Every resource with standard routes and its service, filled as sections register. */
  resources: ResourceRegistry;
  /** Pushes notifications to users' open sockets. */
  notices: NoticeHub;
  /** The sections' figures for the director's dashboard. */
  dashboard: DashboardBoard<AppContext>;
  /** SMS verification codes: sends (with their limits) and checks them. */
  smsCodes: SmsCodes;
}
