import { FAVORITE_TARGETS, favoriteApi } from '@vets/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { pageResult } from '../../../core/page-result.js';
import { newId } from '../../../db/ids.js';
import { recruitmentDb } from '../tables.js';

type TargetType = keyof typeof FAVORITE_TARGETS;

/** Titles of the kept records the caller may still see, through the target's own scope. */
async function targetTitles(
  ctx: AppContext,
  request: FastifyRequest,
  type: TargetType,
  ids: string[],
): Promise<Map<string, string>> {
  const service = ctx.resources.byKey(FAVORITE_TARGETS[type]);
  if (!ids.length || !service) return new Map();
  const titleField = service.def.titleField ?? 'id';
  const rows = await service.store.byIds(ids, ['id', titleField], await service.scopeFor(request));
  return new Map(rows.map((r) => [String(r.id), String(r[titleField] ?? '')]));
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
      request,
      type,
      rows.map((r) => r.targetId),
    );
    const records = rows.map((r) => ({
      ...r,
      targetType: type,
      title: titles.get(r.targetId) ?? '（已删除或无权查看）',
    }));
    return ok(pageResult(records, Number(total), pageNo, pageSize));
  });

  serve(app, favoriteApi.add, async (request) => {
    const { targetType: type, targetId } = request.body;
    const userId = requireAuth(request).userId;
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
