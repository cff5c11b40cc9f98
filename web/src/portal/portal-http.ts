import {
  type ApiResponse,
  DEFAULT_TENANT_ID,
  REQUEST_TIMEOUT_MS,
  TENANT_HEADER,
  TIMESTAMP_PARAM,
} from '@vets/contracts';
import { ERROR_TEXT } from '../api/error-mapping';

export { staticUrl } from '../api/static-url';

import { appConfig } from '../config';
import { STORAGE_KEYS, storage } from '../stores/storage';

/*
 * The portal's reads go through here rather than api/request: they are anonymous (the server
 * never checks a token on them) and silent (each page shows its own failure), so none of the
 * request layer's notices and dialogs apply, and the portal's pages need not load the admin
 * UI library those come from.
 */

/** A failed portal read: HTTP status (0 network, -1 timeout) and the server's message. */
export class PortalHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PortalHttpError';
  }
}

export type PortalParams = Record<string, string | number | undefined>;

/** The API address of a read, with the cache-busting timestamp every GET carries. */
export function portalUrl(url: string, params: PortalParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  query.set(TIMESTAMP_PARAM, String(Date.now()));
  return `${appConfig.apiBase}${url}?${query}`;
}

async function readBody<T>(response: Response): Promise<ApiResponse<T> | null> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    return (await response.json()) as ApiResponse<T>;
  } catch {
    return null;
  }
}

/** GETs a portal API and returns its `result`; any failure rejects with a PortalHttpError. */
export async function portalGet<T>(url: string, params?: PortalParams): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const tenant = storage.get<number>(STORAGE_KEYS.tenantId) ?? DEFAULT_TENANT_ID;
  let response: Response;
  try {
    response = await fetch(portalUrl(url, params), {
      headers: { [TENANT_HEADER]: String(tenant) },
      signal: controller.signal,
    });
  } catch {
    const timedOut = controller.signal.aborted;
    throw new PortalHttpError(
      timedOut ? -1 : 0,
      timedOut ? ERROR_TEXT.timeout : ERROR_TEXT.network,
    );
  } finally {
    clearTimeout(timer);
  }
  const body = await readBody<T>(response);
  if (!response.ok) {
    throw new PortalHttpError(response.status, body?.message || `HTTP ${response.status}`);
  }
  if (!body) throw new PortalHttpError(response.status, '响应不是有效的 JSON');
  return body.result;
}
