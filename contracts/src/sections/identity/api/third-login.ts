import { z } from 'zod';
import { defineEndpoints, OPEN, SESSION } from '../../../api/endpoint.js';
import { loginResultSchema } from './session.js';

import { THIRD_LOGIN_TYPES } from './third-login-pages.js';

const thirdType = z.enum(THIRD_LOGIN_TYPES, '不支持的第三方登录类型');

/** A path inside this site (`/account/settings`), never another origin. */
const sitePath = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])[^\s]*$/, '返回地址必须是本站路径');

export const thirdBindingSchema = z.object({
  id: z.string(),
  source: thirdType.describe('第三方类型'),
  sourceName: z.string().describe('第三方名称（如 统一身份认证）'),
  thirdName: z.string().nullable().describe('第三方账号的姓名'),
  createTime: z.string().describe('绑定时间'),
});
export type ThirdBinding = z.infer<typeof thirdBindingSchema>;

const toProvider = z.string().describe('跳转（302）到认证服务；失败时为说明原因的页面');

/** 第三方登录: OpenID Connect sign-in of accounts bound to a third-party identity. */
export const thirdLoginApi = defineEndpoints('第三方登录', {
  render: {
    method: 'GET',
    path: '/sys/thirdLogin/render/:source',
    summary: '跳转到第三方认证服务登录（授权码 + PKCE）',
    access: OPEN,
    params: z.object({ source: thirdType }),
    response: toProvider,
    produces: 'text/html',
  },
  callback: {
    method: 'GET',
    path: '/sys/thirdLogin/oidc/callback',
    summary: '第三方认证服务的回调：已绑定则跳转到登录页换取会话，未绑定则跳转到绑定页',
    access: OPEN,
    query: z.object({
      state: z.string().max(200).optional(),
      code: z.string().max(4096).optional(),
      error: z.string().max(200).optional(),
    }),
    response: z.string().describe('跳转（302）到本系统的页面；失败时为说明原因的页面'),
    produces: 'text/html',
  },
  getLoginUser: {
    method: 'GET',
    path: '/sys/thirdLogin/getLoginUser/:token/:thirdType',
    summary: '以回调签发的一次性登录凭证（60 秒内有效）换取会话',
    access: OPEN,
    params: z.object({
      token: z.string().min(1).max(100).describe('一次性登录凭证'),
      thirdType,
    }),
    response: loginResultSchema,
  },
  bindAccount: {
    method: 'POST',
    path: '/sys/thirdLogin/bindAccount',
    summary: '以本系统账号密码登录，并绑定尚未绑定的第三方账号',
    access: OPEN,
    body: z.object({
      ticket: z.string('绑定凭证无效').min(1, '绑定凭证无效').max(100).describe('绑定凭证'),
      username: z.string().trim().min(1).max(32).describe('用户名'),
      password: z.string().min(1).max(128).describe('密码'),
    }),
    response: loginResultSchema,
  },
  bindUrl: {
    method: 'POST',
    path: '/sys/thirdLogin/bindUrl/:source',
    summary: '为当前用户绑定第三方账号：答复认证服务的登录地址',
    access: SESSION,
    params: z.object({ source: thirdType }),
    body: z.object({ returnTo: sitePath.optional().describe('绑定后返回的本站路径') }),
    response: z.object({ url: z.string().describe('认证服务的登录地址') }),
  },
  bindings: {
    method: 'GET',
    path: '/sys/thirdLogin/bindings',
    summary: '当前用户绑定的第三方账号',
    access: SESSION,
    response: z.array(thirdBindingSchema),
  },
  unbind: {
    method: 'POST',
    path: '/sys/thirdLogin/unbind',
    summary: '解除当前用户的一个第三方账号绑定',
    access: SESSION,
    body: z.object({ id: z.string('请选择要解除的绑定').min(1).max(32) }),
    response: z.null(),
  },
});
