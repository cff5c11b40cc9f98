import type { Clock } from '../../db/clock.js';
import type { Db } from '../../db/database.js';
import type { DataRuleStore } from '../auth/data-rule-store.js';
import type { PermissionStore } from '../auth/permission-store.js';
import type { AppConfig } from '../config.js';
import type { FileStorage } from '../files/file-storage.js';
import type { Actor } from './actor.js';
import type { DictLookupCache } from './dict-lookup.js';
import type { OfficeDirectory } from './record-office.js';

/**
 * A check every add (form or import) passes before anything is written, for whoever the rule
 * binds; it throws to refuse (a company user whose company is not yet approved).
 */
export type AddGuard = (db: Db, actor: Actor) => Promise<void>;

/** The services the resource engine uses; the app context provides them. */
export interface EngineContext {
  db: Db;
  config: AppConfig;
  clock: Clock;
  permissions: PermissionStore;
  /** Data rules per user and menu permission, for the resource engine's scope. */
  dataRules: DataRuleStore;
  /** Uploaded files (local disk under DATA_DIR/uploads). */
  storage: FileStorage;
  /** Dictionary items for `_dictText`, cleared by dictionary writes. */
  dictCache: DictLookupCache;
  /** Which department serves a region: the keeping department of records placed by region. */
  offices: OfficeDirectory;
  /** The sections' checks before any add. */
  addGuards: readonly AddGuard[];
}
