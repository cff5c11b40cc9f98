/** What the login call and the permission call carry. */
export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  /** Ids of the user's roles. */
  roleIds: string[];
  /** Codes of the user's roles, e.g. `admin`, `companyUser`. */
  roleCodes: string[];
  /** Display names of the same roles, in the same order. */
  roleNames: string[];
  tenantId: number;
  orgCode: string | null;
  companyId: string | null;
  areaCode: string | null;
}

export interface DepartInfo {
  id: string;
  orgCode: string;
  departName: string;
}

export interface DictOption {
  value: string;
  text: string;
  title: string;
  label: string;
}

/** Dictionary items by dictionary code. */
export type DictItemMap = Record<string, DictOption[]>;

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  sysAllDictItems: DictItemMap;
  departs: DepartInfo[];
  /** 0: no department, 1: exactly one, 2: several to choose from. */
  multi_depart: 0 | 1 | 2;
}

export interface MenuMeta {
  title: string;
  icon: string | null;
  url: string | null;
  keepAlive: boolean;
  internalOrExternal: boolean;
  componentName: string | null;
  /** Button permissions that belong to this page. */
  permissionList: AuthEntry[];
}

export interface MenuItem {
  id: string;
  path: string;
  name: string;
  component: string | null;
  redirect: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  /** "0": in the menu but not registered as a route. */
  route: '0' | '1';
  meta: MenuMeta;
  children?: MenuItem[];
}

/**
 * A button or data permission entry.
 * type "1": a button shown to holders; type "2": a data permission (status decides).
 */
export interface AuthEntry {
  action: string;
  describe: string;
  type: '1' | '2';
  status: '0' | '1';
}

export interface PermissionPayload {
  menu: MenuItem[];
  /** The user's own button permissions. */
  auth: AuthEntry[];
  /** Every button permission in the system. */
  allAuth: AuthEntry[];
}

export interface LoginLogEntry {
  id: string;
  username: string;
  ip: string | null;
  userAgent: string | null;
  outcome: string;
  /** login, logout, login_failed or login_locked; for operations the method and route. */
  operateType: string | null;
  logContent: string;
  createTime: string;
  /** Operation log only: HTTP method, path and duration in ms. */
  method?: string | null;
  requestUrl?: string | null;
  costTime?: number | null;
}

export interface EncryptedStringResult {
  key: string;
  iv: string;
}
