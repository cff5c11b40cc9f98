import { reportHeadResource, reportItemResource } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerResourceRoutes } from '../../core/resource/resource-routes.js';
import { reportView } from '../../db/report-views.js';
import { reportApiRoutes } from './report-api-routes.js';
import { ReportConfigCache } from './report-config.js';

/** Online reports: their configuration as resources, and the API the popup picker reads. */
export const onlineModule: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const cache = new ReportConfigCache(ctx.db);
  const afterWrite = async () => cache.clear();

  registerResourceRoutes(app, ctx, {
    def: reportHeadResource,
    hooks: {
      afterWrite,
      check: ({ values }) =>
        values.source !== undefined && !reportView(String(values.source))
          ? { source: '数据视图未注册' }
          : undefined,
    },
  });
  registerResourceRoutes(app, ctx, {
    def: reportItemResource,
    hooks: {
      afterWrite,
      check: async ({ db, values, parent }): Promise<Record<string, string> | undefined> => {
        if (values.fieldName === undefined) return undefined;
        const headId = parent ?? '';
        const head = await db
          .selectFrom('onlCgreportHead')
          .select('source')
          .where('id', '=', headId)
          .executeTakeFirst();
        if (!head) return { cgrheadId: '报表不存在' };
        const view = reportView(head.source);
        return view && Object.hasOwn(view.columns, String(values.fieldName))
          ? undefined
          : { fieldName: `数据视图中没有字段 ${String(values.fieldName)}` };
      },
    },
  });
  await app.register(reportApiRoutes, { ctx, cache });
};
