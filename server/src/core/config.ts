import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_API_BASE } from '@vets/contracts';
import { z } from 'zod';
import { DEFAULT_IMPORT_LIMITS as IMPORT, type ImportLimits } from './excel/import-limits.js';
import {
  type CasConfig,
  casConfig,
  type OidcConfig,
  oidcConfig,
  ssoEnvShape,
} from './sso-config.js';

const MB = 1024 * 1024;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD 至少 8 个字符').optional(),
  API_BASE: z
    .string()
    .regex(/^\/[A-Za-z0-9_\-/]*[A-Za-z0-9_-]$/, 'API_BASE 必须以 / 开头且不以 / 结尾')
    .default(DEFAULT_API_BASE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'web/dist')),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  PORTAL_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  DUPLICATE_CHECK_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  IMPORT_MAX_ENTRIES: z.coerce.number().int().min(1).default(IMPORT.maxEntries),
  IMPORT_MAX_EXPANDED_MB: z.coerce
    .number()
    .int()
    .min(1)
    .default(IMPORT.maxExpandedBytes / MB),
  IMPORT_MAX_PART_MB: z.coerce
    .number()
    .int()
    .min(1)
    .default(IMPORT.maxPartBytes / MB),
  IMPORT_MAX_SHARED_STRINGS: z.coerce.number().int().min(1).default(IMPORT.maxSharedStrings),
  IMPORT_MAX_ROWS: z.coerce.number().int().min(2).default(IMPORT.maxRows),
  IMPORT_MAX_COLUMNS: z.coerce.number().int().min(1).default(IMPORT.maxColumns),
  TIME_ZONE: z.string().default('Asia/Shanghai'),
  SYSTEM_TITLE: z.string().max(60).default('欢迎进入河北省退役军人动态精准就业服务系统'),
  SSO_LOGIN_URL: z.string().max(500).default('/user/login'),
  INSTALL_PROVINCE: z
    .string()
    .regex(/^[1-8]\d0000$/, 'INSTALL_PROVINCE 必须是省级行政区划代码（如 130000）')
    .default('130000'),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  WIDGET_SHOWCASE: z.enum(['0', '1']).default('0'),
  STRICT_RESPONSES: z.enum(['0', '1']).default('0'),
  SMS_PROVIDER: z.enum(['log', 'aliyun', 'tencent']).default('log'),
  SMS_SIGN_NAME: z.string().max(40).optional(),
  SMS_TEMPLATE_LOGIN: z.string().max(40).optional(),
  SMS_TEMPLATE_REGISTER: z.string().max(40).optional(),
  SMS_TEMPLATE_FORGOT: z.string().max(40).optional(),
  SMS_TEMPLATE_CHANGE_PHONE: z.string().max(40).optional(),
  SMS_KEY_ID: z.string().max(128).optional(),
  SMS_KEY_SECRET: z.string().max(128).optional(),
  SMS_APP_ID: z.string().max(40).optional(),
  SMS_REGION: z.string().max(40).optional(),
  SMS_ENDPOINT: z.string().max(200).optional(),
  SMS_PROTOCOL: z.enum(['https', 'http']).default('https'),
  SMS_GLOBAL_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  SMS_CODE_SECRET: z.string().min(32, 'SMS_CODE_SECRET 至少 32 个字符').optional(),
  FILE_URL_SECRET: z.string().min(32, 'FILE_URL_SECRET 至少 32 个字符').optional(),
  ENCRYPT_SERVICE_URL: z
    .string()
    .max(300)
    .regex(/^https?:\/\/[^\s'"<>;]+$/, 'ENCRYPT_SERVICE_URL 必须是 http(s) 地址')
    .optional(),
  ENCRYPT_APP_CODE: z.string().max(64).optional(),
  MAP_TILE_URL: z
    .string()
    .max(500)
    .regex(
      /^https?:\/\/[A-Za-z0-9.{}:-]+\/[^\s'"<>]*$/,
      'MAP_TILE_URL 必须是 http(s) 瓦片地址模板，如 https://{s}.tile.example.cn/{z}/{x}/{y}.png',
    )
    .refine(
      (t) => ['{z}', '{x}', '{y}'].every((p) => t.includes(p)),
      'MAP_TILE_URL 必须包含 {z}、{x}、{y}',
    )
    .optional(),
  ...ssoEnvShape,
});

export interface AppConfig {
  /** NODE_ENV=production: the OpenAPI document and Swagger UI are for administrators only. */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  apiBase: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  /** Login attempts allowed per IP and minute. */
  loginRateLimit: number;
  /** Public portal API requests allowed per IP and minute. */
  portalRateLimit: number;
  /** Duplicate checks (重复值校验) allowed per session and minute: each answer tells a little. */
  duplicateCheckRateLimit: number;
  /** How far an uploaded workbook may expand while an import reads it. */
  importLimits: ImportLimits;
  timeZone: string;
  /** The welcome line in the back-office header. */
  systemTitle: string;
  /** Where staff go after logout (the central login address); this app's own login by default. */
  ssoLoginUrl: string;
  /** The GB/T 2260 code of the province this installation serves; region pickers open there. */
  installProvince: string;
  /** Fill the recruitment section with synthetic data on a start that finds no company. */
  seedDemo: boolean;
  /** WIDGET_SHOWCASE=1: 系统管理 → 组件示例, the widget library's development page, is in the menu. */
  widgetShowcase: boolean;
  /** A response field its route does not declare fails the call instead of being dropped (tests). */
  strictResponses: boolean;
  /** The online tile layer under the map ({z}/{x}/{y}, {s} for a subdomain); offline when null. */
  mapTileUrl: string | null;
  sms: SmsConfig;
  /** HMAC key of private files' signed addresses; else a key kept in DATA_DIR/secrets. */
  fileUrlSecret: string | undefined;
  /**
   * The separate data encryption service (encryptData / decryptData), called by the web app when
   * set; unset, the switch is off and data passes through.
   */
  encryptService: { url: string; appCode: string } | null;
  /** The central login service (/cas/codeLogin); null: off. */
  cas: CasConfig | null;
  /** The OpenID Connect provider of third-party login; null: off. */
  oidc: OidcConfig | null;
}

/** How verification codes go out: the log (development), Alibaba Cloud or Tencent Cloud. */
export interface SmsConfig {
  provider: 'log' | 'aliyun' | 'tencent';
  signName: string;
  /** Template per purpose, as the provider's console names it. */
  templates: { login: string; register: string; forgot: string; changePhone: string };
  keyId: string;
  keySecret: string;
  /** Tencent's SmsSdkAppId. */
  appId: string;
  region: string | undefined;
  endpoint: string | undefined;
  protocol: 'https' | 'http';
  /** All sends together per minute before the breaker refuses more. */
  globalPerMinute: number;
  /** HMAC key of stored codes; else a key kept in DATA_DIR/secrets. */
  codeSecret: string | undefined;
}

type Env = z.infer<typeof envSchema>;

/** A real provider needs its keys, sign name and every template; says which are missing. */
function smsConfig(e: Env): SmsConfig {
  const templates = {
    login: e.SMS_TEMPLATE_LOGIN ?? '',
    register: e.SMS_TEMPLATE_REGISTER ?? '',
    forgot: e.SMS_TEMPLATE_FORGOT ?? '',
    changePhone: e.SMS_TEMPLATE_CHANGE_PHONE ?? '',
  };
  if (e.SMS_PROVIDER !== 'log') {
    const needed: Array<[string, string | undefined]> = [
      ['SMS_KEY_ID', e.SMS_KEY_ID],
      ['SMS_KEY_SECRET', e.SMS_KEY_SECRET],
      ['SMS_SIGN_NAME', e.SMS_SIGN_NAME],
      ['SMS_TEMPLATE_LOGIN', e.SMS_TEMPLATE_LOGIN],
      ['SMS_TEMPLATE_REGISTER', e.SMS_TEMPLATE_REGISTER],
      ['SMS_TEMPLATE_FORGOT', e.SMS_TEMPLATE_FORGOT],
      ['SMS_TEMPLATE_CHANGE_PHONE', e.SMS_TEMPLATE_CHANGE_PHONE],
      ...(e.SMS_PROVIDER === 'tencent' ? [['SMS_APP_ID', e.SMS_APP_ID] as [string, string]] : []),
    ];
    const missing = needed.filter(([, v]) => !v).map(([k]) => k);
    if (missing.length)
      throw new Error(
        `配置错误：\nSMS_PROVIDER=${e.SMS_PROVIDER} 还需要设置 ${missing.join('、')}`,
      );
  }
  return {
    provider: e.SMS_PROVIDER,
    signName: e.SMS_SIGN_NAME ?? '',
    templates,
    keyId: e.SMS_KEY_ID ?? '',
    keySecret: e.SMS_KEY_SECRET ?? '',
    appId: e.SMS_APP_ID ?? '',
    region: e.SMS_REGION,
    endpoint: e.SMS_ENDPOINT,
    protocol: e.SMS_PROTOCOL,
    globalPerMinute: e.SMS_GLOBAL_PER_MINUTE,
    codeSecret: e.SMS_CODE_SECRET,
  };
}

/** Reads the configuration from environment variables; throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`配置错误：\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    adminPassword: e.ADMIN_PASSWORD,
    apiBase: e.API_BASE,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    portalRateLimit: e.PORTAL_RATE_LIMIT,
    duplicateCheckRateLimit: e.DUPLICATE_CHECK_RATE_LIMIT,
    importLimits: {
      maxEntries: e.IMPORT_MAX_ENTRIES,
      maxExpandedBytes: e.IMPORT_MAX_EXPANDED_MB * MB,
      maxPartBytes: e.IMPORT_MAX_PART_MB * MB,
      maxSharedStrings: e.IMPORT_MAX_SHARED_STRINGS,
      maxRows: e.IMPORT_MAX_ROWS,
      maxColumns: e.IMPORT_MAX_COLUMNS,
    },
    timeZone: e.TIME_ZONE,
    systemTitle: e.SYSTEM_TITLE,
    ssoLoginUrl: e.SSO_LOGIN_URL,
    installProvince: e.INSTALL_PROVINCE,
    seedDemo: e.SEED_DEMO === '1',
    widgetShowcase: e.WIDGET_SHOWCASE === '1',
    strictResponses: e.STRICT_RESPONSES === '1',
    mapTileUrl: e.MAP_TILE_URL || null,
    sms: smsConfig(e),
    fileUrlSecret: e.FILE_URL_SECRET,
    encryptService: e.ENCRYPT_SERVICE_URL
      ? { url: e.ENCRYPT_SERVICE_URL.replace(/\/+$/, ''), appCode: e.ENCRYPT_APP_CODE ?? '' }
      : null,
    cas: casConfig(e),
    oidc: oidcConfig(e),
  };
}
