import {
  type AccessRule,
  DEFAULT_TENANT_ID,
  OPEN,
  TENANT_HEADER,
  TOKEN_HEADER,
} from '@vets/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden, unauthorized } from '../errors.js';
import type { PermissionStore } from './permission-store.js';
import type { AuthContext, SessionService } from './session-service.js';
import type { TenantStore } from './tenant-store.js';

export { perm } from '@vets/contracts';
export { OPEN };

/** What a route requires (the contracts' access rule). Every API route declares one. */
type Access = AccessRule;

interface RouteAccessEntry {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Whether the operation log records the call; by default the writes (POST, PUT, DELETE).
     * True for the spec's GET actions, false for a POST that writes nothing (a preview).
     */
    logOperation?: boolean;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, for audits and tests. */
    accessTable: RouteAccessEntry[];
  }
  interface FastifyRequest {
    /** Set on every route that is not open. */
    auth: AuthContext | null;
    tenantId: number;
  }
}

export const UNAUTHORIZED_MESSAGES = {
  missing: '未登录，请先登录',
  unknown: 'Token失效，请重新登录',
  revoked: 'Token失效，请重新登录',
  expired: '登录已过期，请重新登录',
  disabled: '账号已被冻结或删除，请联系管理员',
} as const;

function parseTenant(request: FastifyRequest): number {
  const raw = request.headers[TENANT_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return DEFAULT_TENANT_ID;
  if (!/^\d{1,9}$/.test(value)) throw badRequest(`请求头 ${TENANT_HEADER} 必须是非负整数`);
  return Number(value);
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[TOKEN_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && value.length <= 200 ? value : undefined;
}

/**
 * Enforces each route's declared access on the server: session first, then the
 * permission code. Routes outside the API (static files) are open.
 */
export function registerAccessControl(
  app: FastifyInstance,
  deps: {
    sessions: SessionService;
    permissions: PermissionStore;
    tenants: TenantStore;
    apiBase: string;
  },
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('tenantId', DEFAULT_TENANT_ID);

  const table: RouteAccessEntry[] = [];
  app.decorate('accessTable', table);
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith(`${deps.apiBase}/`);
    if (!isApi || route.url.startsWith(`${deps.apiBase}/docs`)) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`路由 ${route.method} ${route.url} 没有声明访问控制（config.access）`);
    }
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    request.tenantId = parseTenant(request);
    const access = request.routeOptions.config.access ?? OPEN;
    if (access.kind === 'open') return;

    const auth = await authenticate(request, deps);
    if (access.kind === 'permission') {
      const { codes } = await deps.permissions.forUser(auth.userId, auth.permissionVersion);
      if (!codes.has(access.code)) throw forbidden(`没有权限访问，需要权限：${access.code}`);
    }
  });
}

/**
 * Signs the request in from its token header (401 without a valid one; 403 for a tenant that is
 * not the user's). Open routes that serve more to a session (private files) call it themselves.
 */
export async function authenticate(
  request: FastifyRequest,
  deps: { sessions: SessionService; tenants: TenantStore },
): Promise<AuthContext> {
  const token = tokenOf(request);
  if (!token) throw unauthorized(UNAUTHORIZED_MESSAGES.missing);
  const found = await deps.sessions.find(token);
  if (!found.ok) throw unauthorized(UNAUTHORIZED_MESSAGES[found.reason]);
  request.auth = found.auth;
  const { userId, permissionVersion } = found.auth;
  if (!(await deps.tenants.mayActIn(userId, permissionVersion, request.tenantId))) {
    throw forbidden(`无权访问租户 ${request.tenantId}`);
  }
  return found.auth;
}

/** Whether the request carries a session token at all (valid or not). */
export const hasToken = (request: FastifyRequest) => tokenOf(request) !== undefined;

/** The auth context of a route that is not open. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(UNAUTHORIZED_MESSAGES.missing);
  return request.auth;
}
