import {
  type AuthEntry,
  DICT_CACHE_TTL_MS,
  type DictItemMap,
  type LoginResult,
  type MenuItem,
  type PermissionPayload,
  SESSION_TTL_MS,
  type UserInfo,
} from '@vets/contracts';
import { create } from 'zustand';
import { setDocsCookie } from './docs-cookie';
import { STORAGE_KEYS, storage } from './storage';

interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  /** The menu from the permission call; empty until it has been loaded. */
  menu: MenuItem[];
  auth: AuthEntry[];
  allAuth: AuthEntry[];
  permissionsLoaded: boolean;
  /** Dictionary items from login, kept in memory (persisted for 7 days). */
  dictItems: DictItemMap;
  setLogin(result: LoginResult): void;
  setPermissions(payload: PermissionPayload): void;
  /** Replaces the stored user info (after a department switch). */
  setUserInfo(userInfo: UserInfo): void;
  /** Replaces the cached dictionary items (after 刷新缓存). */
  setDictItems(items: DictItemMap): void;
  /** Clears the session locally: token, username, dictionaries, kept-alive pages, user info. */
  clear(): void;
}

export const useSession = create<SessionState>((set) => ({
  token: storage.get<string>(STORAGE_KEYS.token),
  userInfo: storage.get<UserInfo>(STORAGE_KEYS.userInfo),
  menu: [],
  auth: [],
  allAuth: [],
  permissionsLoaded: false,
  dictItems: storage.get<DictItemMap>(STORAGE_KEYS.dictCache) ?? {},
  setLogin(result) {
    // A new sign-in starts in the default tenant; a user of several is asked which to enter.
    storage.remove(STORAGE_KEYS.tenantId);
    storage.set(STORAGE_KEYS.token, result.token, SESSION_TTL_MS);
    setDocsCookie(result.token);
    storage.set(STORAGE_KEYS.userInfo, result.userInfo, SESSION_TTL_MS);
    storage.set(STORAGE_KEYS.username, result.userInfo.username, SESSION_TTL_MS);
    storage.set(STORAGE_KEYS.dictCache, result.sysAllDictItems, DICT_CACHE_TTL_MS);
    set({
      token: result.token,
      userInfo: result.userInfo,
      dictItems: result.sysAllDictItems,
      permissionsLoaded: false,
      menu: [],
    });
  },
  setDictItems(items) {
    storage.set(STORAGE_KEYS.dictCache, items, DICT_CACHE_TTL_MS);
    set({ dictItems: items });
  },
  setUserInfo(userInfo) {
    storage.set(STORAGE_KEYS.userInfo, userInfo, SESSION_TTL_MS);
    set({ userInfo });
  },
  setPermissions(payload) {
    set({
      menu: payload.menu,
      auth: payload.auth,
      allAuth: payload.allAuth,
      permissionsLoaded: true,
    });
  },
  clear() {
    for (const key of [
      STORAGE_KEYS.token,
      STORAGE_KEYS.username,
      STORAGE_KEYS.dictCache,
      STORAGE_KEYS.keepAlive,
      STORAGE_KEYS.userInfo,
      STORAGE_KEYS.encryptedString,
    ]) {
      storage.remove(key);
    }
    setDocsCookie(null);
    set({
      token: null,
      userInfo: null,
      dictItems: {},
      menu: [],
      auth: [],
      allAuth: [],
      permissionsLoaded: false,
    });
  },
}));

export function cachedDictItems(): DictItemMap {
  return useSession.getState().dictItems;
}
