import {
  cryptoApi,
  ENCRYPTION_KEY_CACHE_TTL_MS,
  type EndpointInput,
  type EndpointResult,
  logApi,
  permissionApi,
  SECRET_KEY_CACHE_TTL_MS,
  sessionApi,
  smsApi,
  userApi,
} from '@vets/contracts';
import { STORAGE_KEYS, storage } from '../stores/storage';
import { call } from './call';

export const systemApi = {
  login: (username: string, password: string) =>
    call(sessionApi.login, { body: { username, password } }, { silent: true }),
  companyLogin: (username: string, password: string) =>
    call(sessionApi.clogin, { body: { username, password } }, { silent: true }),
  phoneLogin: (mobile: string, captcha: string) =>
    call(sessionApi.phoneLogin, { body: { mobile, captcha } }, { silent: true }),
  companyPhoneLogin: (mobile: string, captcha: string) =>
    call(sessionApi.cphoneLogin, { body: { mobile, captcha } }, { silent: true }),
  veteranLogin: (username: string, password: string) =>
    call(sessionApi.vlogin, { body: { username, password } }, { silent: true }),
  veteranPhoneLogin: (mobile: string, captcha: string) =>
    call(sessionApi.vphoneLogin, { body: { mobile, captcha } }, { silent: true }),
  smsTicket: () => call(smsApi.ticket, {}, { silent: true, unprompted: true }),
  sendSms: (body: EndpointInput<typeof smsApi.send>['body']) =>
    call(smsApi.send, { body }, { silent: true }),
  logout: () => call(sessionApi.logout, {}, { silent: true }),
  permissions: () => call(permissionApi.getUserPermissionByToken, {}),
  currentUserDeparts: () => call(userApi.getCurrentUserDeparts, {}),
  myLoginHistory: (pageNo: number, pageSize: number) =>
    call(logApi.myLoginHistory, { query: { pageNo, pageSize } }),
  loginLog: (query: EndpointInput<typeof logApi.list>['query']) => call(logApi.list, { query }),
};

/** The session's AES key and iv. */
type EncryptionMaterial = EndpointResult<typeof cryptoApi.getEncryptedString>;

/** The session's AES key and iv, cached for 7 days. */
export async function encryptedString(): Promise<EncryptionMaterial | null> {
  const cached = storage.get<EncryptionMaterial>(STORAGE_KEYS.encryptedString);
  if (cached) return cached;
  try {
    const res = await call(cryptoApi.getEncryptedString, {}, { silent: true });
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
    const res = await call(cryptoApi.getSecretKey, {}, { silent: true });
    storage.set(STORAGE_KEYS.secretKey, res.result, SECRET_KEY_CACHE_TTL_MS);
    return res.result;
  } catch {
    return '';
  }
}
