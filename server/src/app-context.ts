import type { AppConfig } from './config.js';
import type { DataRuleStore } from './core/auth/data-rule-store.js';
import type { PermissionStore } from './core/auth/permission-store.js';
import type { SessionService } from './core/auth/session-service.js';
import type { TenantStore } from './core/auth/tenant-store.js';
import type { FileStorage } from './core/files/file-storage.js';
import type { DictLookupCache } from './core/resource/dict-lookup.js';
import type { ResourceRegistry } from './core/resource/resource-binding.js';
import type { Clock } from './db/clock.js';
import type { Db, DialectName } from './db/database.js';
import type { NoticeHub } from './modules/realtime/notice-hub.js';

/** What every module receives: the database, configuration and shared services. */
export interface AppContext {
  db: Db;
  dialect: DialectName;
  config: AppConfig;
  clock: Clock;
  sessions: SessionService;
  permissions: PermissionStore;
  /** Data rules per user and menu permission, for the resource engine's scope. */
  dataRules: DataRuleStore;
  /** Which tenants a user may act in (the X-Tenant-Id header). */
  tenants: TenantStore;
  /** Uploaded files (local disk under DATA_DIR/uploads). */
  storage: FileStorage;
  /** Every resource with standard routes, filled as modules register. */
  resources: ResourceRegistry;
  /** Dictionary items for `_dictText`, cleared by dictionary writes. */
  dictCache: DictLookupCache;
  /** Open announcement sockets per user (this instance only). */
  notices: NoticeHub;
}
