import { z } from 'zod';
import { defineEndpoints, OPEN, SESSION } from '../../../api/endpoint.js';
import type { DepartInfo, DictItemMap, LoginResult, UserInfo } from '../../../session.js';
import { phoneCodeFields } from './sms.js';

const loginBody = z.object({
  username: z.string().trim().min(1).max(32).describe('用户名'),
  password: z.string().min(1).max(128).describe('密码'),
});

/** The user as the client stores it after login (and after switching department). */
export const sessionUserInfoSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  roleIds: z.array(z.string()).describe('角色ID'),
  roleCodes: z.array(z.string()).describe('角色编码'),
  roleNames: z.array(z.string()).describe('角色名称'),
  tenantId: z.number(),
  orgCode: z.string().nullable(),
  companyId: z.string().nullable(),
  areaCode: z.string().nullable(),
}) satisfies z.ZodType<UserInfo>;

/** A department the user belongs to. */
export const sessionDepartSchema = z.object({
  id: z.string(),
  orgCode: z.string(),
  departName: z.string(),
}) satisfies z.ZodType<DepartInfo>;

const dictItems = z.record(
  z.string(),
  z.array(z.object({ value: z.string(), text: z.string(), title: z.string(), label: z.string() })),
) satisfies z.ZodType<DictItemMap>;

/** What every kind of sign-in answers. */
export const loginResultSchema = z.object({
  token: z.string(),
  userInfo: sessionUserInfoSchema,
  sysAllDictItems: dictItems.describe('全部字典项，按字典编码'),
  departs: z.array(sessionDepartSchema),
  multi_depart: z.literal([0, 1, 2]).describe('0 无部门，1 一个部门，2 多个部门'),
}) satisfies z.ZodType<LoginResult>;

const phoneLoginBody = z.object(phoneCodeFields);

/** 登录: sign-in (back office and company), sign-out. */
export const sessionApi = defineEndpoints('登录', {
  login: {
    method: 'POST',
    path: '/sys/login',
    summary: '用户名密码登录',
    access: OPEN,
    body: loginBody,
    response: loginResultSchema,
  },
  clogin: {
    method: 'POST',
    path: '/sys/clogin',
    summary: '企业与培训机构用户登录',
    access: OPEN,
    body: loginBody,
    response: loginResultSchema,
  },
  phoneLogin: {
    method: 'POST',
    path: '/sys/phoneLogin',
    summary: '手机号验证码登录（工作人员）',
    access: OPEN,
    body: phoneLoginBody,
    response: loginResultSchema,
  },
  cphoneLogin: {
    method: 'POST',
    path: '/sys/cphoneLogin',
    summary: '手机号验证码登录（企业与培训机构）',
    access: OPEN,
    body: phoneLoginBody,
    response: loginResultSchema,
  },
  vlogin: {
    method: 'POST',
    path: '/sys/vlogin',
    summary: '求职者（退役军人）账号密码登录（门户）',
    access: OPEN,
    body: loginBody,
    response: loginResultSchema,
  },
  vphoneLogin: {
    method: 'POST',
    path: '/sys/vphoneLogin',
    summary: '求职者手机号验证码登录（门户），首次登录即开通账号',
    access: OPEN,
    body: phoneLoginBody,
    response: loginResultSchema,
  },
  codeLogin: {
    method: 'GET',
    path: '/cas/codeLogin',
    summary: '统一认证登录：以统一认证服务签发的一次性票据登录已有账号（CAS 3.0 票据校验）',
    access: OPEN,
    query: z.object({
      code: z
        .string('缺少统一认证票据')
        .trim()
        .min(1, '缺少统一认证票据')
        .max(256)
        .describe('统一认证票据'),
    }),
    response: loginResultSchema,
  },
  logout: {
    method: 'POST',
    path: '/sys/logout',
    summary: '退出登录，注销会话',
    access: SESSION,
    response: z.null(),
  },
});
