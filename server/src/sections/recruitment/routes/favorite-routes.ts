import { favoriteApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { badRequest } from '../../../core/errors.js';
import { newId } from '../../../db/ids.js';
import { recruitmentDb } from '../tables.js';

/** What can be kept, and the table and title column each target is read from. */
const TARGETS = {
  position: { table: 'zpPosition', title: 'title' },
  company: { table: 'zpCompany', title: 'companyName' },
  resume: { table: 'zpResume', title: 'realName' },
} as const;
type TargetType = keyof typeof TARGETS;

async function targetTitles(ctx: AppContext, type: TargetType, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const { table, title } = TARGETS[type];
  const rows = (await recruitmentDb(ctx.db)
    .selectFrom(table)
    .select(['id', `${title} as title`] as never)
    .where('id', 'in', ids)
    .execute()) as unknown as Array<{ id: string; title: string }>;
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** 我的收藏: each user's own favourite positions, companies and resumes. */
export const favoriteRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, favoriteApi.list, async (request) => {
    const { targetType: type, pageNo, pageSize } = request.query;
    const base = recruitmentDb(ctx.db)
      .selectFrom('zpFavorite')
      .where('userId', '=', requireAuth(request).userId)
      .where('targetType', '=', type);
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .select(['id', 'targetId', 'createTime'])
      .orderBy('createTime', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    const titles = await targetTitles(
      ctx,
      type,
      rows.map((r) => r.targetId),
    );
    const records = rows.map((r) => ({
      ...r,
      targetType: type,
      title: titles.get(r.targetId) ?? '（已删除）',
    }));
    const count = Number(total);
    return ok({
      records,
      total: count,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(count / pageSize),
    });
  });

  serve(app, favoriteApi.add, async (request) => {
    const { targetType: type, targetId } = request.body;
    const userId = requireAuth(request).userId;
    if (!(await targetTitles(ctx, type, [targetId])).size) throw badRequest('收藏的对象不存在');
    await recruitmentDb(ctx.db)
      .insertInto('zpFavorite')
      .values({
        id: newId(),
        userId,
        targetType: type,
        targetId,
        createTime: ctx.clock.nowText(),
      })
      .onConflict((oc) => oc.columns(['userId', 'targetType', 'targetId']).doNothing())
      .execute();
    return ok(null, '收藏成功');
  });

  serve(app, favoriteApi.delete, async (request) => {
    await recruitmentDb(ctx.db)
      .deleteFrom('zpFavorite')
      .where('userId', '=', requireAuth(request).userId)
      .where('targetType', '=', request.query.targetType)
      .where('targetId', '=', request.query.targetId)
      .execute();
    return ok(null, '已取消收藏');
  });
};
