import { PUBLISHABLE_FROM, publishStatus, type ResourceDef } from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import { badRequest, conflict } from '../../../core/errors.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { recordRevisions } from '../../../core/resource/resource-revisions.js';
import { asAnyDb } from '../../../core/resource/resource-store.js';

const S = publishStatus.values;

/**
 * 发布: at once, or, with a 定时发布时间 still ahead, as 待发布 until the scheduled-publish job
 * reaches it. All named records or none; each change goes into the revision history.
 */
export function publishableHooks(def: ResourceDef) {
  return (ctx: AppContext): ResourceHooks => ({
    actions: {
      publish: {
        async run({ rows, actor }) {
          for (const row of rows)
            if (!PUBLISHABLE_FROM.includes(String(row.status)))
              throw badRequest(`“${String(row.title)}”已发布，无需重复发布`);
          const now = ctx.clock.nowText();
          const later = rows.filter(
            (r) => typeof r.scheduledTime === 'string' && r.scheduledTime > now,
          );
          const atOnce = rows.filter((r) => !later.includes(r));
          await ctx.db.transaction().execute(async (trx) => {
            const write = async (group: typeof rows, values: Record<string, unknown>) => {
              if (!group.length) return;
              const ids = group.map((r) => String(r.id));
              const result = await asAnyDb(trx)
                .updateTable(def.table)
                .set({ ...values, updateBy: actor.username, updateTime: now })
                .set((eb) => ({ version: eb('version', '+', 1) }))
                .where('id', 'in', ids)
                .where('status', 'in', [...PUBLISHABLE_FROM])
                .executeTakeFirst();
              if (Number(result.numUpdatedRows) !== ids.length)
                throw conflict('数据已被其他人修改，请刷新后重试');
              await recordRevisions(ctx, def, { trx, mode: 'edit', ids, actor, action: 'publish' });
            };
            await write(atOnce, { status: S.published, publishTime: now });
            await write(later, { status: S.scheduled, publishTime: null });
          });
          if (!later.length) return { message: '发布成功' };
          const first = later.map((r) => String(r.scheduledTime)).sort()[0];
          return {
            message: atOnce.length
              ? `已发布${atOnce.length}条，${later.length}条将按定时发布时间发布`
              : `已设置定时发布，将于${first}发布`,
          };
        },
      },
    },
  });
}

/** The scheduled-publish job: every 待发布 item whose time has come is published at that time. */
export async function publishDue(ctx: AppContext, def: ResourceDef): Promise<number> {
  const now = ctx.clock.nowText();
  return ctx.db.transaction().execute(async (trx) => {
    const due = (await asAnyDb(trx)
      .selectFrom(def.table)
      .select(['id', 'scheduledTime'])
      .where('status', '=', S.scheduled)
      .where('scheduledTime', '<=', now)
      .execute()) as Array<{ id: string; scheduledTime: string }>;
    for (const row of due)
      await asAnyDb(trx)
        .updateTable(def.table)
        .set({ status: S.published, publishTime: row.scheduledTime, updateTime: now })
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', row.id)
        .where('status', '=', S.scheduled)
        .execute();
    await recordRevisions(ctx, def, {
      trx,
      mode: 'edit',
      ids: due.map((r) => r.id),
      action: 'publish',
    });
    return due.length;
  });
}
