import { z } from 'zod';

/**
 * The central login service (CAS 3.0): this app sends people to `<server>/login?service=…`, the
 * service sends them back to `serviceUrl` with a one-time ticket, and the server checks it at
 * `<server>/p3/serviceValidate?service=…&ticket=…&format=JSON`.
 */
export interface CasConfig {
  /** The service's prefix (`https://cas.example.cn/cas`), without a trailing slash. */
  serverUrl: string;
  /** This app's page the service returns to (`https://jy.example.cn/user/casLogin`). */
  serviceUrl: string;
  /** How long the ticket check may take before it counts as failed. */
  timeoutMs: number;
}

/** An OpenID Connect provider people may sign in with, once their identity is bound. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** This app's public address (`https://jy.example.cn`); the callback lives under it. */
  redirectBaseUrl: string;
  /** What the login page calls it (统一身份认证). */
  displayName: string;
  scopes: string;
  /** Plain http is accepted only for a provider on this machine (tests, development). */
  allowHttp: boolean;
}

const httpAddress = (name: string) =>
  z
    .string()
    .max(500)
    .regex(/^https?:\/\/[^\s'"<>]+$/, `${name} 必须是 http(s) 地址`);
const httpUrl = (name: string) => httpAddress(name).transform((url) => url.replace(/\/+$/, ''));

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The environment variables of both kinds of central sign-in. */
export const ssoEnvShape = {
  CAS_SERVER_URL: httpUrl('CAS_SERVER_URL').optional(),
  CAS_SERVICE_URL: httpUrl('CAS_SERVICE_URL').optional(),
  CAS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  // Kept as written: the provider's metadata must name exactly this issuer.
  OIDC_ISSUER: httpAddress('OIDC_ISSUER').optional(),
  OIDC_CLIENT_ID: z.string().max(200).optional(),
  OIDC_CLIENT_SECRET: z.string().max(500).optional(),
  OIDC_REDIRECT_BASE_URL: httpUrl('OIDC_REDIRECT_BASE_URL').optional(),
  OIDC_DISPLAY_NAME: z.string().min(1).max(20).default('统一身份认证'),
  OIDC_SCOPES: z
    .string()
    .max(200)
    .refine((s) => s.split(' ').includes('openid'), 'OIDC_SCOPES 必须包含 openid')
    .default('openid profile email phone'),
};

const ssoEnvSchema = z.object(ssoEnvShape);
type SsoEnv = z.output<typeof ssoEnvSchema>;

/** Off unless CAS_SERVER_URL is set; then CAS_SERVICE_URL is needed too. */
export function casConfig(e: SsoEnv): CasConfig | null {
  if (!e.CAS_SERVER_URL) return null;
  if (!e.CAS_SERVICE_URL)
    throw new Error('配置错误：\n设置了 CAS_SERVER_URL 还需要设置 CAS_SERVICE_URL');
  return {
    serverUrl: e.CAS_SERVER_URL,
    serviceUrl: e.CAS_SERVICE_URL,
    timeoutMs: e.CAS_TIMEOUT_MS,
  };
}

/** The central login service's sign-in page, sending people back to this app's page. */
export function casLoginUrl(cas: CasConfig): string {
  const url = new URL(`${cas.serverUrl}/login`);
  url.searchParams.set('service', cas.serviceUrl);
  return url.href;
}

/** Off unless OIDC_ISSUER is set; then the client and the redirect address are needed too. */
export function oidcConfig(e: SsoEnv): OidcConfig | null {
  if (!e.OIDC_ISSUER) return null;
  const missing = (
    [
      ['OIDC_CLIENT_ID', e.OIDC_CLIENT_ID],
      ['OIDC_CLIENT_SECRET', e.OIDC_CLIENT_SECRET],
      ['OIDC_REDIRECT_BASE_URL', e.OIDC_REDIRECT_BASE_URL],
    ] as const
  )
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length) {
    throw new Error(`配置错误：\n设置了 OIDC_ISSUER 还需要设置 ${missing.join('、')}`);
  }
  const issuer = new URL(e.OIDC_ISSUER);
  const allowHttp = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
  if (issuer.protocol !== 'https:' && !allowHttp) {
    throw new Error('配置错误：\nOIDC_ISSUER 必须是 https 地址（本机地址除外）');
  }
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID ?? '',
    clientSecret: e.OIDC_CLIENT_SECRET ?? '',
    redirectBaseUrl: e.OIDC_REDIRECT_BASE_URL ?? '',
    displayName: e.OIDC_DISPLAY_NAME,
    scopes: e.OIDC_SCOPES,
    allowHttp,
  };
}
