import { z } from 'zod';
import { defineEndpoints, pageOf, perm, SESSION } from '../../../api/endpoint.js';
import type { LoginLogEntry } from '../../../session.js';
import { SYSTEM_PERMISSIONS } from '../permissions.js';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

const paging = {
  pageNo: z.coerce.number().int().min(1).max(100000).default(1).describe('页码'),
  pageSize: z.coerce.number().int().min(1).max(200).default(10).describe('每页条数'),
};

const listQuery = z.object({
  ...paging,
  logType: z.coerce.number().int().min(1).max(2).default(1).describe('1 登录日志，2 操作日志'),
  logContent: z.string().max(100).optional().describe('操作内容（模糊）'),
  username: z.string().max(100).optional().describe('用户名'),
  outcome: z.enum(['success', 'failure']).optional().describe('结果'),
  createTime_begin: z.string().regex(DATE_TIME, '开始时间格式应为 YYYY-MM-DD HH:mm:ss').optional(),
  createTime_end: z.string().regex(DATE_TIME, '结束时间格式应为 YYYY-MM-DD HH:mm:ss').optional(),
});

/** A login or operation log entry. */
const logEntry = z.object({
  id: z.string(),
  username: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  outcome: z.string().describe('success 或 failure'),
  operateType: z.string().nullable().describe('登录事件，或操作的方法与路由'),
  logContent: z.string(),
  createTime: z.string(),
  method: z.string().nullable().optional().describe('操作日志：HTTP 方法'),
  requestUrl: z.string().nullable().optional().describe('操作日志：请求路径'),
  costTime: z.number().nullable().optional().describe('操作日志：耗时（毫秒）'),
}) satisfies z.ZodType<LoginLogEntry>;

/** 日志: login and operation logs, and the dashboard's visit figures. */
export const logApi = defineEndpoints('日志', {
  list: {
    method: 'GET',
    path: '/sys/log/list',
    summary: '登录日志或操作日志列表',
    access: perm(SYSTEM_PERMISSIONS.logList),
    query: listQuery,
    response: pageOf(logEntry),
  },
  myLoginHistory: {
    method: 'GET',
    path: '/sys/log/myLoginHistory',
    summary: '当前用户的登录记录',
    access: SESSION,
    query: z.object(paging),
    response: pageOf(logEntry),
  },
  loginfo: {
    method: 'GET',
    path: '/sys/loginfo',
    summary: '首页访问统计：累计与今日登录次数、今日登录 IP 数',
    access: SESSION,
    response: z.object({
      totalVisitCount: z.number().describe('累计登录次数'),
      todayVisitCount: z.number().describe('今日登录次数'),
      todayIp: z.number().describe('今日登录 IP 数'),
    }),
  },
  visitInfo: {
    method: 'GET',
    path: '/sys/visitInfo',
    summary: '最近 7 天每天的登录次数与 IP 数',
    access: SESSION,
    response: z.array(
      z.object({
        ymd: z.string().describe('日期 YYYY-MM-DD'),
        type: z.string().describe('月-日'),
        visit: z.number().describe('登录次数'),
        ip: z.number().describe('IP 数'),
      }),
    ),
  },
});
