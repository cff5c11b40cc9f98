import { SYSTEM_PERMISSIONS } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm, requireAuth, SESSION } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { listLoginLog } from '../services/login-log.js';
import { visitsByDay, visitTotals } from '../services/visit-stats.js';

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

/** A date-only end bound includes the whole day. */
function endOfDay(value: string | undefined): string | undefined {
  return value && value.length === 10 ? `${value} 23:59:59` : value;
}

export const logRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/sys/log/list',
    {
      config: { access: perm(SYSTEM_PERMISSIONS.logList) },
      schema: { tags: ['日志'], summary: '登录日志或操作日志列表', querystring: listQuery },
    },
    async (request) => {
      const q = request.query;
      const page = await listLoginLog(ctx.db, {
        logType: q.logType,
        logContent: q.logContent,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        username: q.username,
        outcome: q.outcome,
        createTimeBegin: q.createTime_begin,
        createTimeEnd: endOfDay(q.createTime_end),
      });
      return ok(page, '查询成功');
    },
  );

  app.get(
    '/sys/log/myLoginHistory',
    {
      config: { access: SESSION },
      schema: { tags: ['日志'], summary: '当前用户的登录记录', querystring: z.object(paging) },
    },
    async (request) => {
      const auth = requireAuth(request);
      const page = await listLoginLog(ctx.db, { ...request.query, userId: auth.userId });
      return ok(page, '查询成功');
    },
  );

  app.get(
    '/sys/loginfo',
    {
      config: { access: SESSION },
      schema: { tags: ['日志'], summary: '首页访问统计：累计与今日登录次数、今日登录 IP 数' },
    },
    async () => ok(await visitTotals(ctx.db, ctx.clock.nowText().slice(0, 10)), '查询成功'),
  );

  app.get(
    '/sys/visitInfo',
    {
      config: { access: SESSION },
      schema: { tags: ['日志'], summary: '最近 7 天每天的登录次数与 IP 数' },
    },
    async () => ok(await visitsByDay(ctx.db, ctx.clock.nowText().slice(0, 10), 7), '查询成功'),
  );
};
