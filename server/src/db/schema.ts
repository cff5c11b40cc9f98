import type { Generated } from 'kysely';
import type { RecruitmentTables } from './schema-recruitment.js';

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

export interface SysUserDepartTable {
  id: string;
  userId: string;
  depId: string;
}

export interface SysRoleTable {
  id: string;
  roleName: string;
  roleCode: string;
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

export interface SysDepartRolePermissionTable {
  id: string;
  roleId: string;
  permissionId: string;
}

export interface SysDepartRoleUserTable {
  id: string;
  userId: string;
  droleId: string;
}

export interface SysAnnouncementTable {
  id: string;
  /** Title, spelled as the spec spells it. */
  titile: string;
  msgAbstract: string | null;
  msgContent: string | null;
  /** L general, M important, H urgent. */
  priority: string;
  /** 1 notice, 2 system message. */
  msgCategory: string;
  /** ALL users, or USER: the ones in userIds. */
  msgType: string;
  userIds: string | null;
  /** 0 draft, 1 published, 2 revoked. */
  sendStatus: string;
  sendTime: string | null;
  cancelTime: string | null;
  sender: string | null;
  openType: string | null;
  openPage: string | null;
  delFlag: number;
  version: Generated<number>;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysAnnouncementSendTable {
  id: string;
  anntId: string;
  userId: string;
  /** The announcement's category, copied at release. */
  msgCategory: string;
  readFlag: number;
  readTime: string | null;
  createTime: string;
}

export interface SysBannerTable {
  id: string;
  title: string;
  /** An upload path. */
  image: string;
  linkUrl: string | null;
  sortNo: number;
  /** 1 shown, 0 hidden. */
  status: string;
  startTime: string | null;
  endTime: string | null;
  version: Generated<number>;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysCheckRuleTable {
  id: string;
  ruleName: string;
  ruleCode: string;
  /** JSON: [{digits: number | '*', pattern: string, message: string}, …] */
  ruleJson: string;
  ruleDescription: string | null;
  version: Generated<number>;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
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

interface AuditColumns {
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysPositionTable extends AuditColumns {
  id: string;
  tenantId: number;
  code: string;
  name: string;
  postRank: string;
  description: string | null;
  version: number;
}

export interface OnlCgreportHeadTable extends AuditColumns {
  id: string;
  code: string;
  name: string;
  /** Key of a registered report source (a database view). */
  source: string;
  description: string | null;
  version: number;
}

export interface OnlCgreportItemTable extends AuditColumns {
  id: string;
  cgrheadId: string;
  fieldName: string;
  fieldTxt: string;
  fieldType: string;
  isShow: string;
  isSearch: string;
  searchMode: string | null;
  isHidden: string;
  dictCode: string | null;
  orderNum: number;
}

export interface SysSettingTable {
  key: string;
  value: string;
}

export interface Database extends RecruitmentTables {
  sysDepart: SysDepartTable;
  sysUser: SysUserTable;
  sysUserDepart: SysUserDepartTable;
  sysRole: SysRoleTable;
  sysUserRole: SysUserRoleTable;
  sysPermission: SysPermissionTable;
  sysRolePermission: SysRolePermissionTable;
  sysPermissionDataRule: SysPermissionDataRuleTable;
  sysTenant: SysTenantTable;
  sysArea: SysAreaTable;
  sysCategory: SysCategoryTable;
  sysCheckRule: SysCheckRuleTable;
  sysBanner: SysBannerTable;
  sysAnnouncement: SysAnnouncementTable;
  sysAnnouncementSend: SysAnnouncementSendTable;
  sysDepartPermission: SysDepartPermissionTable;
  sysDepartRole: SysDepartRoleTable;
  sysDepartRolePermission: SysDepartRolePermissionTable;
  sysDepartRoleUser: SysDepartRoleUserTable;
  sysUserTenant: SysUserTenantTable;
  sysSession: SysSessionTable;
  sysLog: SysLogTable;
  sysDict: SysDictTable;
  sysDictItem: SysDictItemTable;
  sysSetting: SysSettingTable;
  sysPosition: SysPositionTable;
  onlCgreportHead: OnlCgreportHeadTable;
  onlCgreportItem: OnlCgreportItemTable;
}
