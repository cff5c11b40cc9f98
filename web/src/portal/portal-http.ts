import {
  DEFAULT_TENANT_ID,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  TENANT_HEADER,
} from '@vets/contracts';
import { endpointPath } from '../api/endpoint-path';
import { ApiError, type Params, send } from '../api/transport';
import { STORAGE_KEYS, storage } from '../stores/storage';

export { staticUrl } from '../api/static-url';

/*
 * The portal's reads: anonymous (the server never checks a token on them) and silent (each page
 * shows its own failure), on the app's one transport without the back office's notices, so the
 * portal's pages need not load the admin UI library.
 */

type PortalParams = Params;

/** GETs a portal API and returns its `result`; any failure rejects with an ApiError. */
export async function portalGet<T>(url: string, params?: PortalParams): Promise<T> {
  const tenant = storage.get<number>(STORAGE_KEYS.tenantId) ?? DEFAULT_TENANT_ID;
  const { ok, status, body } = await send<T>('GET', url, {
    ...(params ? { params } : {}),
    headers: { [TENANT_HEADER]: String(tenant) },
  });
  if (!ok) throw new ApiError(status, body?.message || `HTTP ${status}`, body);
  if (!body) throw new ApiError(status, '响应不是有效的 JSON');
  return body.result;
}

/**
 * Calls a portal endpoint as its contract declares it and returns its `result`. The contract is
 * named by type only (`portalRead<typeof api.positionList>('/portal/position/list', …)`), and
 * the path must be the contract's own (the compiler checks it), so the portal loads no schema
 * library at run time.
 */
export function portalRead<E extends Endpoint>(
  path: E['path'],
  input: EndpointInput<E>,
): Promise<EndpointResult<E>> {
  const { params, query } = input as { params?: Record<string, unknown>; query?: PortalParams };
  return portalGet<EndpointResult<E>>(endpointPath(path, params), query);
}
