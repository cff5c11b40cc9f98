import type { AppContext } from '../../../core/app-context.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { reportConfigCache } from '../services/report-config.js';
import { reportView } from '../services/report-views.js';
import { systemDb } from '../tables.js';

/** A report reads a registered view; every write clears the cached configurations. */
export const reportHeadHooks = (ctx: AppContext): ResourceHooks => ({
  afterWrite: async () => reportConfigCache(ctx.db).clear(),
  check: ({ values }) =>
    values.source !== undefined && !reportView(String(values.source))
      ? { source: '数据视图未注册' }
      : undefined,
});

/** A report field must be a column of its report's view. */
export const reportItemHooks = (ctx: AppContext): ResourceHooks => ({
  afterWrite: async () => reportConfigCache(ctx.db).clear(),
  check: async ({ db, values, parent }): Promise<Record<string, string> | undefined> => {
    if (values.fieldName === undefined) return undefined;
    const head = await systemDb(db)
      .selectFrom('onlCgreportHead')
      .select('source')
      .where('id', '=', parent ?? '')
      .executeTakeFirst();
    if (!head) return { cgrheadId: '报表不存在' };
    const view = reportView(head.source);
    return view && Object.hasOwn(view.columns, String(values.fieldName))
      ? undefined
      : { fieldName: `数据视图中没有字段 ${String(values.fieldName)}` };
  },
});
