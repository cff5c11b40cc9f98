import { snakeCase } from '@vets/contracts';
import type { Generated } from 'kysely';

/**
 * Table types, in camelCase; the CamelCasePlugin maps them to snake_case columns.
 * Flags are integers 0/1 on both dialects so that rows look the same everywhere.
 * `*Time` columns hold 'YYYY-MM-DD HH:mm:ss' in the configured time zone;
 * `*At` columns hold epoch milliseconds for comparisons that matter to security.
 */
export interface SysUserTable {
  id: string;
  username: string;
  realname: string;
  passwordHash: string;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  sex: string | null;
  /** 1: normal, 2: frozen. */
  status: string;
  orgCode: string | null;
  companyId: string | null;
  areaCode: string | null;
  loginFailCount: number;
  lockedUntil: number | null;
  delFlag: number;
  version: number;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysRoleTable {
  id: string;
  roleName: string;
  roleCode: string;
  /** 数据范围 (`role_data_scope`): '1' its members' departments, '2' everything. */
  dataScope: Generated<string>;
  description: string | null;
  version: Generated<number>;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysUserRoleTable {
  id: string;
  userId: string;
  roleId: string;
}

export interface SysPermissionTable {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  /** 0: top-level menu, 1: sub-menu, 2: button or data permission. */
  menuType: number;
  perms: string | null;
  /** For buttons: 1 shown to holders, 2 data permission decided by status. */
  permsType: string;
  sortNo: number;
  alwaysShow: number;
  icon: string | null;
  isRoute: number;
  keepAlive: number;
  hidden: number;
  internalOrExternal: number;
  /** 1: active, 0: inactive. */
  status: string;
  delFlag: number;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysRolePermissionTable {
  id: string;
  roleId: string;
  permissionId: string;
  /** Data rules of this permission that apply to the role, comma-joined ids. */
  dataRuleIds: string | null;
}

export interface SysPermissionDataRuleTable {
  id: string;
  permissionId: string;
  ruleName: string;
  /** A field of the resource the permission's menu lists. */
  ruleColumn: string;
  /** One of DATA_RULE_CONDITIONS. */
  ruleConditions: string;
  /** A value, or a variable such as #{sys_org_code}. */
  ruleValue: string;
  /** 1: active, 0: off. */
  status: string;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysDepartRoleUserTable {
  id: string;
  userId: string;
  droleId: string;
}

export interface SysDepartRolePermissionTable {
  id: string;
  roleId: string;
  permissionId: string;
}

export interface SysTenantTable {
  id: number;
  name: string;
  /** 1: active, 0: frozen. */
  status: string;
  beginDate: string | null;
  endDate: string | null;
  version: Generated<number>;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysUserTenantTable {
  id: string;
  userId: string;
  tenantId: number;
}

export interface SysSessionTable {
  id: string;
  tokenHash: string;
  userId: string;
  tenantId: number;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  ip: string | null;
  userAgent: string | null;
  /** Per-session AES material for encrypted form values. */
  aesKey: string;
  aesIv: string;
}

export interface SysLogTable {
  id: string;
  /** 1: login and logout, 2: operation. */
  logType: number;
  logContent: string;
  /** login, logout, login_failed, or an operation name. */
  operateType: string | null;
  outcome: string;
  userId: string | null;
  username: string | null;
  ip: string | null;
  userAgent: string | null;
  method: string | null;
  requestUrl: string | null;
  costTime: number | null;
  createTime: string;
}

export interface SysDictTable {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  version: Generated<number>;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysDictItemTable {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  description: string | null;
  sortOrder: number;
  status: number;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysSettingTable {
  key: string;
  value: string;
}

export interface SysAreaTable {
  /** GB/T 2260 code. */
  code: string;
  /** The parent's code; 86 above the provinces. */
  pid: string;
  name: string;
  /** 1 province, 2 city, 3 district. */
  level: number;
  sortNo: number;
}

export interface SysCategoryTable {
  id: string;
  /** The parent category; null at the top. */
  pid: string | null;
  name: string;
  code: string;
  /** '1' when it has sub-categories. */
  hasChild: string;
  version: Generated<number>;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysJobRunTable {
  jobName: string;
  /** The scheduled instant, 'YYYY-MM-DD HH:mm:ss'. */
  fireTime: string;
  claimedAt: number;
}

/**
 * The tables the infrastructure reads: identity, sessions and access, dictionaries, logs,
 * settings, job runs, and the reference trees (regions, categories) every section may read.
 * Each section adds its own tables (`sections/<area>/tables.ts`).
 */
/** A verification code sent (or, for a phone with no account, only counted) by SMS. */
export interface SysSmsCodeTable {
  id: string;
  phone: string;
  purpose: string;
  codeHmac: string;
  ip: string | null;
  /** 'Y' when a message went out; 'N' when the phone had no account for the purpose. */
  delivered: string;
  createdAt: number;
  expiresAt: number;
  attempts: number;
  usedAt: number | null;
}

/** One change of a record of a resource that keeps revisions (`revisions: true`). */
export interface SysRevisionTable {
  id: string;
  resourceKey: string;
  recordId: string;
  version: number | null;
  /** add, edit, import, delete, or the action's name. */
  action: string;
  actionLabel: string;
  /** The record's declared fields after the change, as JSON; null after a delete. */
  snapshot: string | null;
  author: string;
  createTime: string;
}

/** An uploaded file (`sys/common/upload`), kept under `key` in the file storage. */
export interface SysFileTable {
  key: string;
  /** The name it had on the uploader's computer. */
  name: string;
  ext: string;
  size: number;
  /** Null for a file found in records before uploads were recorded. */
  uploadedBy: string | null;
  createdAt: number;
}

/** A record that refers to a file, through a field declared public or not. */
export interface SysFileRefTable {
  fileKey: string;
  resourceKey: string;
  recordId: string;
  isPublic: number;
}

/** Bytes a user uploaded on one day (YYYY-MM-DD in the configured time zone). */
export interface SysUploadUsageTable {
  userId: string;
  day: string;
  bytes: number;
}

/** A department: a region's service office or a section inside one. */
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

export type CoreTables = {
  sysDepart: SysDepartTable;
  sysUserDepart: SysUserDepartTable;
  sysUser: SysUserTable;
  sysRole: SysRoleTable;
  sysUserRole: SysUserRoleTable;
  sysPermission: SysPermissionTable;
  sysRolePermission: SysRolePermissionTable;
  sysPermissionDataRule: SysPermissionDataRuleTable;
  sysDepartRoleUser: SysDepartRoleUserTable;
  sysDepartRolePermission: SysDepartRolePermissionTable;
  sysTenant: SysTenantTable;
  sysUserTenant: SysUserTenantTable;
  sysSession: SysSessionTable;
  sysSmsCode: SysSmsCodeTable;
  sysLog: SysLogTable;
  sysDict: SysDictTable;
  sysDictItem: SysDictItemTable;
  sysSetting: SysSettingTable;
  sysArea: SysAreaTable;
  sysCategory: SysCategoryTable;
  sysJobRun: SysJobRunTable;
  sysRevision: SysRevisionTable;
  sysFile: SysFileTable;
  sysFileRef: SysFileRefTable;
  sysUploadUsage: SysUploadUsageTable;
};

/**
 * The core tables by name, one entry per table of `CoreTables` (the type makes it complete).
 * Core owns them: only core, and the sections that administer them (a section's
 * `administers`), write them.
 */
const CORE_TABLE_KEYS: { readonly [K in keyof CoreTables]: true } = {
  sysDepart: true,
  sysUserDepart: true,
  sysUser: true,
  sysRole: true,
  sysUserRole: true,
  sysPermission: true,
  sysRolePermission: true,
  sysPermissionDataRule: true,
  sysDepartRoleUser: true,
  sysDepartRolePermission: true,
  sysTenant: true,
  sysUserTenant: true,
  sysSession: true,
  sysSmsCode: true,
  sysLog: true,
  sysDict: true,
  sysDictItem: true,
  sysSetting: true,
  sysArea: true,
  sysCategory: true,
  sysJobRun: true,
  sysRevision: true,
  sysFile: true,
  sysFileRef: true,
  sysUploadUsage: true,
};

/** The core tables' names in the database (snake_case). */
export const CORE_TABLES: readonly string[] = Object.keys(CORE_TABLE_KEYS).map(snakeCase);
