import { dashboardApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { dashboardPeriod } from '../../../core/dashboard/dashboard-period.js';
import { ok } from '../../../core/envelope.js';

/** 首页统计: every section's figures in the caller's scope, gathered by the dashboard board. */
export const dashboardRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, dashboardApi.figures, async (request) => {
    const period = dashboardPeriod(ctx.clock.nowText());
    return ok(await ctx.dashboard.collect(ctx, request, period), '查询成功');
  });
};
