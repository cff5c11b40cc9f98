import {
  announcementApi,
  announcementResource,
  type EndpointResult,
  permissionCode,
  sendStatus,
} from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { notFound } from '../../../core/errors.js';
import { listByUser } from '../services/announcement-service.js';
import { noticesDb } from '../tables.js';

type Detail = EndpointResult<typeof announcementApi.queryById>;

/**
 * 通知公告 beside the announcement resource (`/sys/annountCement/*`, spelled as the spec spells
 * it, with release and revoke as its actions): the recipient's calls: listByUser, queryById, mark read, my list.
 */
export const announcementRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.resources.service(announcementResource);

  serve(app, announcementApi.listByUser, async (request) =>
    ok(await listByUser(ctx.db, requireAuth(request).userId), '查询成功'),
  );

  serve(app, announcementApi.queryById, async (request) => {
    const auth = requireAuth(request);
    const { id } = request.query;
    const { codes } = await ctx.permissions.forUser(auth.userId, auth.permissionVersion);
    if (!codes.has(permissionCode(announcementResource, 'list'))) {
      const mine = await noticesDb(ctx.db)
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
    // The engine types a record loosely; the response schema checks this one field by field.
    const detail = (await service.presentOne(row, await service.actorFor(request))) as Detail;
    return ok(detail, '查询成功');
  });

  for (const endpoint of [
    announcementApi.editByAnntIdAndUserId,
    announcementApi.editByAnntIdAndUserIdByPost,
  ]) {
    serve(app, endpoint, async (request) => {
      await noticesDb(ctx.db)
        .updateTable('sysAnnouncementSend')
        .set({ readFlag: 1, readTime: ctx.clock.nowText() })
        .where('anntId', '=', request.body.anntId)
        .where('userId', '=', requireAuth(request).userId)
        .execute();
      return ok(null, '操作成功');
    });
  }

  serve(app, announcementApi.readAll, async (request) => {
    await noticesDb(ctx.db)
      .updateTable('sysAnnouncementSend')
      .set({ readFlag: 1, readTime: ctx.clock.nowText() })
      .where('userId', '=', requireAuth(request).userId)
      .where('readFlag', '=', 0)
      .execute();
    return ok(null, '全部已读');
  });

  serve(app, announcementApi.getMyAnnouncementSend, async (request) => {
    const { pageNo, pageSize } = request.query;
    const base = noticesDb(ctx.db)
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
  });
};
