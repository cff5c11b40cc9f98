import { announcementResource, permissionCode, sendStatus } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth, SESSION } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { notFound } from '../../../core/errors.js';
import { listByUser } from '../services/announcement-service.js';
import { systemDb } from '../tables.js';

const tags = ['通知公告'];
const idQuery = z.object({ id: z.string().min(1, '缺少参数：id').max(32) });

/**
 * 通知公告 beside the announcement resource (`/sys/annountCement/*`, spelled as the spec spells
 * it, with release and revoke as its actions): the recipient's calls: listByUser, queryById, mark read, my list.
 */
export const announcementRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const service = ctx.resources.service(announcementResource);

  app.get(
    '/sys/annountCement/listByUser',
    {
      config: { access: SESSION },
      schema: { tags, summary: '当前用户未读的通知（anntMsg）与系统消息（sysMsg）及其总数' },
    },
    async (request) => ok(await listByUser(ctx.db, requireAuth(request).userId), '查询成功'),
  );

  app.get(
    '/sys/annountCement/queryById',
    {
      config: { access: SESSION },
      schema: {
        tags,
        summary: '通告详情：管理员可看任一条，其他用户只能看发给自己的已发布通告',
        querystring: idQuery,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { id } = request.query;
      const { codes } = await ctx.permissions.forUser(auth.userId, auth.permissionVersion);
      if (!codes.has(permissionCode(announcementResource, 'list'))) {
        const mine = await systemDb(ctx.db)
          .selectFrom('sysAnnouncementSend as s')
          .innerJoin('sysAnnouncement as a', 'a.id', 's.anntId')
          .select('s.id')
          .where('s.anntId', '=', id)
          .where('s.userId', '=', auth.userId)
          .where('a.sendStatus', '=', sendStatus.values.published)
          .executeTakeFirst();
        if (!mine) throw notFound('未找到对应的通告');
      }
      const row = await service.findOne(id, await service.scopeFor(request));
      return ok(await service.presentOne(row, await service.actorFor(request)), '查询成功');
    },
  );

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
      config: { access: SESSION },
      schema: {
        tags,
        summary: '把发给当前用户的一条通告标为已读',
        body: z.object({ anntId: z.string().min(1, '缺少参数：anntId').max(32) }),
      },
      handler: async (request) => {
        await systemDb(ctx.db)
          .updateTable('sysAnnouncementSend')
          .set({ readFlag: 1, readTime: ctx.clock.nowText() })
          .where('anntId', '=', request.body.anntId)
          .where('userId', '=', requireAuth(request).userId)
          .execute();
        return ok(null, '操作成功');
      },
    });
  }

  app.put(
    '/sys/sysAnnouncementSend/readAll',
    { config: { access: SESSION }, schema: { tags, summary: '把当前用户的通告全部标为已读' } },
    async (request) => {
      await systemDb(ctx.db)
        .updateTable('sysAnnouncementSend')
        .set({ readFlag: 1, readTime: ctx.clock.nowText() })
        .where('userId', '=', requireAuth(request).userId)
        .where('readFlag', '=', 0)
        .execute();
      return ok(null, '全部已读');
    },
  );

  app.get(
    '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    {
      config: { access: SESSION },
      schema: {
        tags,
        summary: '当前用户收到的已发布通告（分页，含已读标记）',
        querystring: z.object({
          pageNo: z.coerce.number().int().min(1).max(100000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(10),
        }),
      },
    },
    async (request) => {
      const { pageNo, pageSize } = request.query;
      const base = systemDb(ctx.db)
        .selectFrom('sysAnnouncementSend as s')
        .innerJoin('sysAnnouncement as a', 'a.id', 's.anntId')
        .where('s.userId', '=', requireAuth(request).userId)
        .where('a.sendStatus', '=', sendStatus.values.published)
        .where('a.delFlag', '=', 0);
      const [{ n }, records] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base
          .select([
            'a.id',
            'a.titile',
            'a.priority',
            'a.msgCategory',
            'a.sender',
            'a.sendTime',
            's.readFlag',
          ])
          .orderBy('s.createTime', 'desc')
          .orderBy('a.id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
      ]);
      const total = Number(n);
      return ok(
        { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) },
        '查询成功',
      );
    },
  );
};
