import { type ApiResponse, REQUEST_TIMEOUT_MS, TIMESTAMP_PARAM } from '@vets/contracts';
import { appConfig } from '../config';
import { ERROR_TEXT } from './error-mapping';

/*
 * The one HTTP transport of the web app, with no UI in it: the back office's request layer adds
 * its notices and dialogs on top, and the portal's client (which never loads the UI library)
 * uses it bare.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Params = Record<string, string | number | boolean | null | undefined>;

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

/** The API address of a call: the base, the path, and the non-blank parameters. */
export function buildUrl(url: string, method: Method, params: Params = {}): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
  }
  if (method === 'GET' && !NO_TIMESTAMP.test(url)) query.set(TIMESTAMP_PARAM, String(Date.now()));
  const qs = query.toString();
  return `${appConfig.apiBase}${url}${qs ? `?${qs}` : ''}`;
}

export interface SendOptions {
  params?: Params;
  data?: unknown;
  headers?: Record<string, string>;
  timeout?: number;
}

export interface Sent<T> {
  status: number;
  ok: boolean;
  /** The envelope, or null when the response is not JSON. */
  body: ApiResponse<T> | null;
}

async function readBody<T>(response: Response): Promise<ApiResponse<T> | null> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    return (await response.json()) as ApiResponse<T>;
  } catch {
    return null;
  }
}

/**
 * Sends one call and reads its envelope. A network failure or timeout rejects with an ApiError
 * (status 0 or -1); any HTTP answer resolves, for the caller to judge.
 */
export async function send<T>(
  method: Method,
  url: string,
  options: SendOptions = {},
): Promise<Sent<T>> {
  const isForm = options.data instanceof FormData;
  const hasBody = method !== 'GET' && options.data !== undefined;
  const headers = new Headers(options.headers);
  if (hasBody && !isForm) headers.set('Content-Type', 'application/json;charset=UTF-8');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeout ?? REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(buildUrl(url, method, options.params), {
      method,
      headers,
      body: hasBody ? (isForm ? (options.data as FormData) : JSON.stringify(options.data)) : null,
      signal: controller.signal,
    });
  } catch {
    const timedOut = controller.signal.aborted;
    throw new ApiError(timedOut ? -1 : 0, timedOut ? ERROR_TEXT.timeout : ERROR_TEXT.network);
  } finally {
    clearTimeout(timer);
  }
  return { status: response.status, ok: response.ok, body: await readBody<T>(response) };
}
