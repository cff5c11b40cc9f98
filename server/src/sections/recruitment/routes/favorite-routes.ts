import { RECRUITMENT_PERMISSIONS } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm, requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { badRequest } from '../../../core/errors.js';
import { newId } from '../../../db/ids.js';
import { recruitmentDb } from '../tables.js';

const tags = ['我的收藏'];
/** What can be kept, and the table and title column each target is read from. */
const TARGETS = {
  position: { table: 'zpPosition', title: 'title' },
  company: { table: 'zpCompany', title: 'companyName' },
  resume: { table: 'zpResume', title: 'realName' },
} as const;
type TargetType = keyof typeof TARGETS;
const targetType = z.enum(
  ['position', 'company', 'resume'],
  '收藏类型只能是 position、company 或 resume',
);
const access = { access: perm(RECRUITMENT_PERMISSIONS.favoriteList) };

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
export const favoriteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/recruitment/favorite/list',
    {
      config: access,
      schema: {
        tags,
        summary: '我的收藏',
        querystring: z.object({
          targetType,
          pageNo: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(10),
        }),
      },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/recruitment/favorite/add',
    {
      config: { access: perm(RECRUITMENT_PERMISSIONS.favoriteAdd) },
      schema: {
        tags,
        summary: '收藏',
        body: z.object({ targetType, targetId: z.string().min(1, '缺少参数：targetId').max(32) }),
      },
    },
    async (request) => {
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
    },
  );

  app.delete(
    '/recruitment/favorite/delete',
    {
      config: access,
      schema: {
        tags,
        summary: '取消收藏',
        querystring: z.object({ targetType, targetId: z.string().min(1).max(32) }),
      },
    },
    async (request) => {
      await recruitmentDb(ctx.db)
        .deleteFrom('zpFavorite')
        .where('userId', '=', requireAuth(request).userId)
        .where('targetType', '=', request.query.targetType)
        .where('targetId', '=', request.query.targetId)
        .execute();
      return ok(null, '已取消收藏');
    },
  );
};
