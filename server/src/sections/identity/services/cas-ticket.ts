import { z } from 'zod';
import { badGateway, badRequest } from '../../../core/errors.js';
import type { CasConfig } from '../../../core/sso-config.js';

export const CAS_MESSAGES = {
  off: '未配置统一认证服务',
  invalid: '统一认证票据无效或已过期，请重新登录',
  unreachable: '统一认证服务暂时无法访问，请稍后再试',
  timeout: '统一认证服务响应超时，请稍后再试',
  malformed: '统一认证服务的答复无法识别，请联系管理员',
  unknownAccount: '该统一认证账号未在本系统开通，请联系管理员',
} as const;

/** CAS 3.0's answer to `/p3/serviceValidate?format=JSON`; a failure may also be a null success. */
const serviceResponse = z.object({
  serviceResponse: z.object({
    authenticationSuccess: z.object({ user: z.string().trim().min(1).max(64) }).nullish(),
    authenticationFailure: z.object({ code: z.string().optional() }).nullish(),
  }),
});

/**
 * Asks the central login service who a one-time ticket belongs to (CAS 3.0 service ticket
 * validation, JSON answer) and answers the username. The ticket is good for this app's service
 * address only, and for one check.
 */
export async function validateCasTicket(cas: CasConfig, ticket: string): Promise<string> {
  const url = new URL(`${cas.serverUrl}/p3/serviceValidate`);
  url.searchParams.set('service', cas.serviceUrl);
  url.searchParams.set('ticket', ticket);
  url.searchParams.set('format', 'JSON');

  let body: unknown;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(cas.timeoutMs),
    });
    if (!res.ok) throw badGateway(CAS_MESSAGES.unreachable);
    body = await res.json();
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw badGateway(CAS_MESSAGES.timeout);
    }
    if (error instanceof SyntaxError) throw badGateway(CAS_MESSAGES.malformed);
    throw badGateway(CAS_MESSAGES.unreachable);
  }

  const parsed = serviceResponse.safeParse(body);
  if (!parsed.success) throw badGateway(CAS_MESSAGES.malformed);
  const { authenticationSuccess, authenticationFailure } = parsed.data.serviceResponse;
  if (authenticationSuccess) return authenticationSuccess.user;
  if (authenticationFailure) throw badRequest(CAS_MESSAGES.invalid);
  throw badGateway(CAS_MESSAGES.malformed);
}
