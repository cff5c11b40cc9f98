import { departResource, permissionCode } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm, requireAuth, SESSION } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { containsText, startsWithText } from '../../../db/like.js';
import {
  DEPART_ROW_COLUMNS,
  departForest,
  departsWithChildren,
  treeNode,
} from '../services/depart-tree.js';
import { systemDb } from '../tables.js';

const tags = ['部门'];
const SEARCH_LIMIT = 200;

/**
 * 部门管理: add, edit and delete through the resource engine (queryById stays with the picker
 * routes, open to every signed-in user), and the department tree reads of section 7.
 */
export const departRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const rows = () => systemDb(ctx.db).selectFrom('sysDepart').select(DEPART_ROW_COLUMNS);
  const listPerm = { access: perm(permissionCode(departResource, 'list')) };

  app.get(
    '/sys/sysDepart/queryTreeList',
    { config: listPerm, schema: { tags, summary: '全部机构（树）' } },
    async () => ok(departForest(await rows().execute()), '查询成功'),
  );

  app.get(
    '/sys/sysDepart/queryTreeListByOrgCode',
    {
      config: { access: SESSION },
      schema: {
        tags,
        summary: '某机构编码及其下级（树）',
        querystring: z.object({ orgCode: z.string().min(1, '缺少参数：orgCode').max(64) }),
      },
    },
    async (request) =>
      ok(
        departForest(
          await rows().where(startsWithText('orgCode', request.query.orgCode)).execute(),
        ),
        '查询成功',
      ),
  );

  app.get(
    '/sys/sysDepart/queryDepartTreeSync',
    {
      config: listPerm,
      schema: {
        tags,
        summary: '下级机构（逐级加载；pid 为空时为顶级）',
        querystring: z.object({ pid: z.string().max(32).optional() }),
      },
    },
    async (request) => {
      const pid = request.query.pid || null;
      const level = await (pid
        ? rows().where('parentId', '=', pid)
        : rows().where('parentId', 'is', null)
      )
        .orderBy('departOrder')
        .orderBy('orgCode')
        .execute();
      const withChildren = await departsWithChildren(
        ctx.db,
        level.map((r) => r.id),
      );
      return ok(
        level.map((r) => treeNode(r, !withChildren.has(r.id))),
        '查询成功',
      );
    },
  );

  app.get(
    '/sys/sysDepart/queryIdTree',
    { config: { access: SESSION }, schema: { tags, summary: '机构树（key/value 为机构ID）' } },
    async () => ok(departForest(await rows().execute()), '查询成功'),
  );

  app.get(
    '/sys/sysDepart/searchBy',
    {
      config: listPerm,
      schema: {
        tags,
        summary: '按名称查找机构',
        querystring: z.object({ keyWord: z.string().min(1, '请输入搜索内容').max(100) }),
      },
    },
    async (request) => {
      const found = await rows()
        .where(containsText('departName', request.query.keyWord))
        .orderBy('orgCode')
        .limit(SEARCH_LIMIT)
        .execute();
      return ok(
        found.map((r) => treeNode(r, true)),
        '查询成功',
      );
    },
  );

  app.get(
    '/sys/sysDepart/queryMyDeptTreeList',
    { config: { access: SESSION }, schema: { tags, summary: '当前用户所属机构及其下级（树）' } },
    async (request) => {
      const mine = await systemDb(ctx.db)
        .selectFrom('sysUserDepart as ud')
        .innerJoin('sysDepart as d', 'd.id', 'ud.depId')
        .select('d.orgCode')
        .where('ud.userId', '=', requireAuth(request).userId)
        .execute();
      if (!mine.length) return ok([], '查询成功');
      const subtree = await rows()
        .where((eb) => eb.or(mine.map((m) => startsWithText('orgCode', m.orgCode))))
        .execute();
      return ok(departForest(subtree), '查询成功');
    },
  );
};
