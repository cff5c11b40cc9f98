import type {
  checkRuleResource,
  positionResource,
  reportHeadResource,
  reportItemResource,
} from '@vets/contracts';
import type { Generated, Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ResourceRow } from '../../db/resource-row.js';
import type { CoreTables } from '../../db/schema.js';

/**
 * Table types, in camelCase; the CamelCasePlugin maps them to snake_case columns.
 * Flags are integers 0/1 on both dialects so that rows look the same everywhere.
 * `*Time` columns hold 'YYYY-MM-DD HH:mm:ss' in the configured time zone;
 * `*At` columns hold epoch milliseconds for comparisons that matter to security.
 */
export interface SysDepartTable {
  id: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  /** 1: service office of a region, 2: a section inside an office. */
  orgCategory: string;
  regionCode: string | null;
  departOrder: number;
  status: string;
  version: Generated<number>;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysUserDepartTable {
  id: string;
  userId: string;
  depId: string;
}

export interface SysDepartPermissionTable {
  id: string;
  departId: string;
  permissionId: string;
}

export interface SysDepartRoleTable {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** A third-party identity (issuer, subject) bound to a local account. */
export interface SysThirdAccountTable {
  id: string;
  userId: string;
  issuer: string;
  subject: string;
  /** The name the provider gave, shown in the bindings list. */
  thirdName: string | null;
  createTime: string;
}

/** A sign-in sent to the provider, keyed by the SHA-256 of its `state`; used once. */
export interface SysThirdLoginRequestTable {
  id: string;
  /** SHA-256 of the cookie given to the browser that started it. */
  browserHash: string;
  nonce: string;
  codeVerifier: string;
  /** Set when a signed-in user binds: the identity goes to this account. */
  bindUserId: string | null;
  returnTo: string | null;
  expiresAt: number;
}

/** What the callback hands the web page, keyed by the SHA-256 of the token; used once. */
export interface SysThirdLoginTicketTable {
  id: string;
  /** login: a bound identity's one-time login; bind: an identity waiting to be bound. */
  purpose: 'login' | 'bind';
  userId: string | null;
  issuer: string | null;
  subject: string | null;
  thirdName: string | null;
  expiresAt: number;
}

/** The system section's own tables; resource tables are derived from their definitions. */
export type SystemTables = {
  sysDepart: SysDepartTable;
  sysUserDepart: SysUserDepartTable;
  sysDepartPermission: SysDepartPermissionTable;
  sysDepartRole: SysDepartRoleTable;
  sysPosition: ResourceRow<typeof positionResource>;
  sysCheckRule: ResourceRow<typeof checkRuleResource>;
  onlCgreportHead: ResourceRow<typeof reportHeadResource>;
  onlCgreportItem: ResourceRow<typeof reportItemResource>;
  sysThirdAccount: SysThirdAccountTable;
  sysThirdLoginRequest: SysThirdLoginRequestTable;
  sysThirdLoginTicket: SysThirdLoginTicketTable;
};

/** The database as the system section sees it: the core tables and its own. */
export type SystemDb = Kysely<CoreTables & SystemTables>;

export const systemDb = (db: Db): SystemDb => db.withTables<SystemTables>();
