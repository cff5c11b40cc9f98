import { type ApiResponse, DEFAULT_TENANT_ID, TENANT_HEADER, TOKEN_HEADER } from '@vets/contracts';
import { ui } from '../components/ui-bridge';
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
import { ApiError, type Method, type SendOptions, type Sent, send } from './transport';

export interface RequestOptions extends SendOptions {
  /** The caller shows errors itself; the catalogue's notifications are skipped. */
  silent?: boolean;
  /**
   * The code sends it by itself (a ticket taken when a form appears), not a click: the
   * double-click guard lets it through.
   */
  unprompted?: boolean;
}

const rapidClicks = new RapidClickGuard();

/** The session token and tenant headers every API call carries (uploads included). */
export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    [TENANT_HEADER]: String(storage.get<number>(STORAGE_KEYS.tenantId) ?? DEFAULT_TENANT_ID),
  };
  const token = useSession.getState().token;
  if (token) headers[TOKEN_HEADER] = token;
  return headers;
}

export async function request<T>(
  method: Method,
  url: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const isForm = options.data instanceof FormData;
  if (method !== 'GET' && !options.unprompted) {
    const key = `${method} ${url} ${isForm ? '' : JSON.stringify(options.data ?? null)}`;
    if (!rapidClicks.allow(key)) {
      ui().message.warning(RAPID_CLICK_MESSAGE);
      throw new ApiError(429, RAPID_CLICK_MESSAGE);
    }
  }

  const hasToken = Boolean(useSession.getState().token);
  let sent: Sent<T>;
  try {
    sent = await send<T>(method, url, {
      ...options,
      headers: { ...options.headers, ...sessionHeaders() },
    });
  } catch (error) {
    if (!options.silent && error instanceof ApiError) {
      handleError(mapError({ status: error.status, hasToken }));
    }
    throw error;
  }

  const { body } = sent;
  const message = body?.message ?? '';
  if (!sent.ok) {
    const action = mapError({ status: sent.status, message, hasToken });
    if (!options.silent || action.kind === 'logout-reload' || action.kind === 'relogin-dialog') {
      handleError(action);
    }
    throw new ApiError(sent.status, message || `HTTP ${sent.status}`, body);
  }
  if (!body) throw new ApiError(sent.status, '响应不是有效的 JSON');
  const bodyAction = mapError({ status: sent.status, message, bodyCode: body.code, hasToken });
  if (bodyAction.kind !== 'none') handleError(bodyAction);
  return body;
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
