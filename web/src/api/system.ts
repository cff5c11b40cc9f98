import type {
  DepartInfo,
  EncryptedStringResult,
  LoginLogEntry,
  LoginResult,
  PageResult,
  PermissionPayload,
} from '@vets/contracts';
import { ENCRYPTION_KEY_CACHE_TTL_MS, SECRET_KEY_CACHE_TTL_MS } from '@vets/contracts';
import { STORAGE_KEYS, storage } from '../stores/storage';
import { http } from './request';

export const systemApi = {
  login: (username: string, password: string) =>
    http.post<LoginResult>('/sys/login', { username, password }, { silent: true }),
  companyLogin: (username: string, password: string) =>
    http.post<LoginResult>('/sys/clogin', { username, password }, { silent: true }),
  logout: () => http.post<null>('/sys/logout', undefined, { silent: true }),
  permissions: () => http.get<PermissionPayload>('/sys/permission/getUserPermissionByToken'),
  currentUserDeparts: () =>
    http.get<{ list: DepartInfo[]; orgCode: string | null }>('/sys/user/getCurrentUserDeparts'),
  myLoginHistory: (pageNo: number, pageSize: number) =>
    http.get<PageResult<LoginLogEntry>>('/sys/log/myLoginHistory', { pageNo, pageSize }),
  loginLog: (params: Record<string, string | number | undefined>) =>
    http.get<PageResult<LoginLogEntry>>('/sys/log/list', params),
};

/** The session's AES key and iv, cached for 7 days. */
export async function encryptedString(): Promise<EncryptedStringResult | null> {
  const cached = storage.get<EncryptedStringResult>(STORAGE_KEYS.encryptedString);
  if (cached) return cached;
  try {
    const res = await http.get<EncryptedStringResult>(
      '/sys/getEncryptedString',
      {},
      { silent: true },
    );
    storage.set(STORAGE_KEYS.encryptedString, res.result, ENCRYPTION_KEY_CACHE_TTL_MS);
    return res.result;
  } catch {
    return null;
  }
}

/** The data key, cached for 12 hours; any failure gives an empty string. */
export async function secretKey(): Promise<string> {
  const cached = storage.get<string>(STORAGE_KEYS.secretKey);
  if (cached) return cached;
  try {
    const res = await http.post<string>('/sys/getSecretKey', undefined, { silent: true });
    storage.set(STORAGE_KEYS.secretKey, res.result, SECRET_KEY_CACHE_TTL_MS);
    return res.result;
  } catch {
    return '';
  }
}
