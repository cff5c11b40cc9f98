import {
  type ApiResponse,
  DEFAULT_TENANT_ID,
  REQUEST_TIMEOUT_MS,
  TENANT_HEADER,
  TIMESTAMP_PARAM,
  TOKEN_HEADER,
} from '@vets/contracts';
import { ui } from '../app/ui-bridge';
import { appConfig } from '../config';
import { useSession } from '../stores/session';
import { STORAGE_KEYS, storage } from '../stores/storage';
import {
  ERROR_TEXT,
  type ErrorAction,
  mapError,
  NOTICE_TITLE,
  RELOAD_DELAY_MS,
} from './error-mapping';
import { RAPID_CLICK_MESSAGE, RapidClickGuard } from './rapid-click';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  params?: Record<string, string | number | boolean | null | undefined>;
  data?: unknown;
  headers?: Record<string, string>;
  timeout?: number;
  /** The caller shows errors itself; the catalogue's notifications are skipped. */
  silent?: boolean;
}

/** A failed call: HTTP status (0 network, -1 timeout), and the server's message if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiResponse<unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Dictionary item reads are the only GETs without the cache-busting timestamp. */
const NO_TIMESTAMP = /\/sys\/dict\/getDictItems\//;

const rapidClicks = new RapidClickGuard();

export function buildUrl(
  url: string,
  method: Method,
  params: RequestOptions['params'] = {},
): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
  }
  if (method === 'GET' && !NO_TIMESTAMP.test(url)) query.set(TIMESTAMP_PARAM, String(Date.now()));
  const qs = query.toString();
  return `${appConfig.apiBase}${url}${qs ? `?${qs}` : ''}`;
}

/** The session token and tenant headers every API call carries (uploads included). */
export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    [TENANT_HEADER]: String(storage.get<number>(STORAGE_KEYS.tenantId) ?? DEFAULT_TENANT_ID),
  };
  const token = useSession.getState().token;
  if (token) headers[TOKEN_HEADER] = token;
  return headers;
}

function requestHeaders(extra: Record<string, string> = {}, json: boolean): Headers {
  const headers = new Headers({ ...extra, ...sessionHeaders() });
  if (json) headers.set('Content-Type', 'application/json;charset=UTF-8');
  return headers;
}

export async function request<T>(
  method: Method,
  url: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const isForm = options.data instanceof FormData;
  const hasBody = method !== 'GET' && options.data !== undefined;
  if (method !== 'GET') {
    const key = `${method} ${url} ${isForm ? '' : JSON.stringify(options.data ?? null)}`;
    if (!rapidClicks.allow(key)) {
      ui().message.warning(RAPID_CLICK_MESSAGE);
      throw new ApiError(429, RAPID_CLICK_MESSAGE);
    }
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeout ?? REQUEST_TIMEOUT_MS);
  const hasToken = Boolean(useSession.getState().token);
  let response: Response;
  try {
    response = await fetch(buildUrl(url, method, options.params), {
      method,
      headers: requestHeaders(options.headers, hasBody && !isForm),
      body: hasBody ? (isForm ? (options.data as FormData) : JSON.stringify(options.data)) : null,
      signal: controller.signal,
    });
  } catch {
    const status = controller.signal.aborted ? -1 : 0;
    const message = status === -1 ? ERROR_TEXT.timeout : ERROR_TEXT.network;
    if (!options.silent) handleError(mapError({ status, hasToken }));
    throw new ApiError(status, message, null);
  } finally {
    clearTimeout(timer);
  }

  const body = await readBody<T>(response);
  const message = body?.message ?? '';
  if (!response.ok) {
    const action = mapError({ status: response.status, message, hasToken });
    if (!options.silent || action.kind === 'logout-reload' || action.kind === 'relogin-dialog') {
      handleError(action);
    }
    throw new ApiError(response.status, message || `HTTP ${response.status}`, body);
  }
  if (!body) throw new ApiError(response.status, '响应不是有效的 JSON');
  const bodyAction = mapError({ status: response.status, message, bodyCode: body.code, hasToken });
  if (bodyAction.kind !== 'none') handleError(bodyAction);
  return body;
}

async function readBody<T>(response: Response): Promise<ApiResponse<T> | null> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    return (await response.json()) as ApiResponse<T>;
  } catch {
    return null;
  }
}

let sessionEnding = false;

function endSessionAndReload(): void {
  useSession.getState().clear();
  setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}

/** Carries out the catalogue's action. Session-ending actions run once, however many calls fail. */
export function handleError(action: ErrorAction): void {
  const { notification, modal } = ui();
  switch (action.kind) {
    case 'notify':
      if (action.level === 'warning') {
        notification.warning({ title: NOTICE_TITLE, description: action.description, duration: 4 });
      } else {
        notification.error({ title: NOTICE_TITLE, description: action.description, duration: 4 });
      }
      return;
    case 'logout-reload':
      if (sessionEnding) return;
      sessionEnding = true;
      notification.error({ title: NOTICE_TITLE, description: action.description, duration: 4 });
      endSessionAndReload();
      return;
    case 'relogin-dialog':
      if (sessionEnding) return;
      sessionEnding = true;
      modal.error({
        title: ERROR_TEXT.reloginTitle,
        content: ERROR_TEXT.reloginContent,
        okText: ERROR_TEXT.reloginButton,
        mask: false,
        onOk: () => {
          useSession.getState().clear();
          window.location.reload();
        },
      });
      return;
    case 'logout':
      if (sessionEnding) return;
      sessionEnding = true;
      endSessionAndReload();
      return;
    case 'none':
      return;
  }
}

export const http = {
  get: <T>(url: string, params?: RequestOptions['params'], o: RequestOptions = {}) =>
    request<T>('GET', url, { ...o, params }),
  post: <T>(url: string, data?: unknown, o: RequestOptions = {}) =>
    request<T>('POST', url, { ...o, data }),
  put: <T>(url: string, data?: unknown, o: RequestOptions = {}) =>
    request<T>('PUT', url, { ...o, data }),
  delete: <T>(url: string, params?: RequestOptions['params'], o: RequestOptions = {}) =>
    request<T>('DELETE', url, { ...o, params }),
};
