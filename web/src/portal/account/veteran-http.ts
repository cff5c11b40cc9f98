import {
  DEFAULT_TENANT_ID,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  ROLE_VETERAN,
  type sessionApi,
  TENANT_HEADER,
  TOKEN_HEADER,
  type UserInfo,
} from '@vets/contracts';
import { endpointPath } from '../../api/endpoint-path';
import { ApiError, type Params, send } from '../../api/transport';
import { STORAGE_KEYS, storage } from '../../stores/storage';

/** The signed-in veteran, or null (nobody, or staff and companies, who use the back office). */
export function signedInVeteran(): UserInfo | null {
  if (!storage.get<string>(STORAGE_KEYS.token)) return null;
  const user = storage.get<UserInfo>(STORAGE_KEYS.userInfo);
  return user?.roleCodes?.includes(ROLE_VETERAN) ? user : null;
}

/**
 * Calls one of the veteran's own endpoints with their token, on the app's transport without the
 * back office's notices (the portal never loads the admin UI library). The contract is named by
 * type only and its method and path must be its own (the compiler checks them), so no schema
 * library loads at run time. Rejects with an ApiError carrying the server's Chinese message.
 */
export async function veteranCall<E extends Endpoint>(
  method: E['method'],
  path: E['path'],
  input: EndpointInput<E>,
): Promise<{ message: string; result: EndpointResult<E> }> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Params;
    body?: unknown;
  };
  const {
    ok,
    status,
    body: envelope,
  } = await send<EndpointResult<E>>(method, endpointPath(path, params), {
    ...(query ? { params: query } : {}),
    ...(body === undefined ? {} : { data: body }),
    headers: {
      [TOKEN_HEADER]: storage.get<string>(STORAGE_KEYS.token) ?? '',
      [TENANT_HEADER]: String(storage.get<number>(STORAGE_KEYS.tenantId) ?? DEFAULT_TENANT_ID),
    },
  });
  if (!ok || !envelope) throw new ApiError(status, envelope?.message || `HTTP ${status}`, envelope);
  return { message: envelope.message, result: envelope.result };
}

/** Signs the veteran out: the server ends the session (a failure still signs out here). */
export async function veteranSignOut(): Promise<void> {
  await veteranCall<(typeof sessionApi)['logout']>('POST', '/sys/logout', {}).catch(
    () => undefined,
  );
  storage.remove(STORAGE_KEYS.token);
  storage.remove(STORAGE_KEYS.userInfo);
}
