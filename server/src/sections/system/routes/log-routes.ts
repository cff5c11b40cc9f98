import { logApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { listLoginLog } from '../../identity/index.js';
import { visitsByDay, visitTotals } from '../services/visit-stats.js';

/** A date-only end bound includes the whole day. */
function endOfDay(value: string | undefined): string | undefined {
  return value && value.length === 10 ? `${value} 23:59:59` : value;
}

export const logRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, logApi.list, async (request) => {
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
  });

  serve(app, logApi.myLoginHistory, async (request) => {
    const auth = requireAuth(request);
    const page = await listLoginLog(ctx.db, { ...request.query, userId: auth.userId });
    return ok(page, '查询成功');
  });

  serve(app, logApi.loginfo, async () =>
    ok(await visitTotals(ctx.db, ctx.clock.nowText().slice(0, 10)), '查询成功'),
  );

  serve(app, logApi.visitInfo, async () =>
    ok(await visitsByDay(ctx.db, ctx.clock.nowText().slice(0, 10), 7), '查询成功'),
  );
};
