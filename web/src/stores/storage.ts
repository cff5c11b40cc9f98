/**
 * localStorage with a key prefix and per-entry expiry. Entries are stored as
 * {"value": …, "expire": epoch-ms | null}; expired entries read as absent and are removed.
 */
export const STORAGE_PREFIX = 'eduplat__';

export const STORAGE_KEYS = {
  token: 'Access-Token',
  userInfo: 'Login_Userinfo',
  username: 'Login_Username',
  tenantId: 'TENANT_ID',
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  keepAlive: 'KEEP_ALIVE_NAMES',
  encryptedString: 'ENCRYPTED_STRING',
  secretKey: 'SECRET_KEY',
  settings: 'INTERFACE_SETTINGS',
  sidebarCollapsed: 'SIDEBAR_COLLAPSED',
  companyApproval: 'liustate',
  /** 新消息通知: whether new announcements also show as desktop notifications (this browser). */
  desktopNotify: 'DESKTOP_NOTIFY',
} as const;

interface Entry<T> {
  value: T;
  expire: number | null;
}

export const storage = {
  get<T>(key: string, fallback: T | null = null): T | null {
    const raw = localStorage.getItem(STORAGE_PREFIX + key);
    if (raw === null) return fallback;
    try {
      const entry = JSON.parse(raw) as Entry<T>;
      if (entry.expire !== null && entry.expire <= Date.now()) {
        localStorage.removeItem(STORAGE_PREFIX + key);
        return fallback;
      }
      return entry.value;
    } catch {
      localStorage.removeItem(STORAGE_PREFIX + key);
      return fallback;
    }
  },
  set<T>(key: string, value: T, ttlMs: number | null = null): void {
    const entry: Entry<T> = { value, expire: ttlMs === null ? null : Date.now() + ttlMs };
    localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(entry));
  },
  remove(key: string): void {
    localStorage.removeItem(STORAGE_PREFIX + key);
  },
};
