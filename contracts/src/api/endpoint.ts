import { z } from 'zod';

// Browsers run the app under a Content-Security-Policy without 'unsafe-eval'; zod's compiled
// object parsers would try `new Function` there and be refused (a reported CSP violation).
if ('document' in globalThis) z.config({ jitless: true });

/** Who may call an endpoint: anyone, any signed-in user, or holders of a permission code. */
export type AccessRule =
  | { kind: 'open' }
  | { kind: 'session' }
  | { kind: 'permission'; code: string };

export const OPEN: AccessRule = { kind: 'open' };
export const SESSION: AccessRule = { kind: 'session' };
export const perm = (code: string): AccessRule => ({ kind: 'permission', code });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The resource an input names records of: its key (`'zpResume'`), or the key chosen by another
 * input's value (`{ by: 'targetType', keys: { position: 'zpPosition' } }`).
 */
export type RecordRef = string | { by: string; keys: Record<string, string> };

/**
 * One hand-written endpoint, declared once: the server registers it with these schemas (its
 * input is validated, its response documented and stripped to what is declared) and the web
 * calls it with types derived from the same schemas.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Under the API base, in Fastify's syntax (`/sys/dict/getDictItems/:dict`). */
  path: string;
  summary: string;
  /** Its group in the API documentation, within its section (`角色`). */
  tag?: string;
  access: AccessRule;
  /**
   * Inputs that name records (`{ resumeId: 'zpResume' }`, one id or several comma-joined): each
   * must be in the caller's scope of that resource (tenant, data rules), else the call is a 404.
   */
  records?: Record<string, RecordRef>;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `result`; for a file, what the file is (`z.string().describe('Excel 文件')`). */
  response: z.ZodType;
  /** The content type of a file or stream answered instead of the JSON envelope. */
  produces?: string;
}

/** Endpoints of one group of the API documentation, by name. */
export function defineEndpoints<const T extends Record<string, Omit<Endpoint, 'tag'>>>(
  tag: string,
  endpoints: T,
): { [K in keyof T]: T[K] & { tag: string } } {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, e]) => [name, { ...e, tag }]),
  ) as { [K in keyof T]: T[K] & { tag: string } };
}

/** The success envelope around a result schema. */
export const envelopeOf = <R extends z.ZodType>(result: R) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.number(),
    result,
    timestamp: z.number(),
  });

/** A page of a list, as every list endpoint answers. */
export const pageOf = <R extends z.ZodType>(record: R) =>
  z.object({
    records: z.array(record),
    total: z.number(),
    size: z.number(),
    current: z.number(),
    pages: z.number(),
  });

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a call sends: path parameters, query and body, as the endpoint's schemas take them. */
export type EndpointInput<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body' as E[K] extends z.ZodType ? K : never]: Input<E[K]>;
};

/** What a call's envelope carries in `result`. */
export type EndpointResult<E extends Endpoint> = z.output<E['response']>;
