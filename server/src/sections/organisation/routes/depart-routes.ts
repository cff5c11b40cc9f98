import { departApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { containsText, startsWithText } from '../../../db/like.js';
import {
  DEPART_ROW_COLUMNS,
  departForest,
  departsWithChildren,
  treeNode,
} from '../services/depart-tree.js';
import { organisationDb } from '../tables.js';

const SEARCH_LIMIT = 200;

/**
 * 部门管理: add, edit and delete through the resource engine (queryById stays with the picker
 * routes, open to every signed-in user), and the department tree reads of section 7.
 */
export const departRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const rows = () => organisationDb(ctx.db).selectFrom('sysDepart').select(DEPART_ROW_COLUMNS);

  serve(app, departApi.queryTreeList, async () =>
    ok(departForest(await rows().execute()), '查询成功'),
  );

  serve(app, departApi.queryTreeListByOrgCode, async (request) =>
    ok(
      departForest(await rows().where(startsWithText('orgCode', request.query.orgCode)).execute()),
      '查询成功',
    ),
  );

  serve(app, departApi.queryDepartTreeSync, async (request) => {
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
  });

  serve(app, departApi.queryIdTree, async () =>
    ok(departForest(await rows().execute()), '查询成功'),
  );

  serve(app, departApi.searchBy, async (request) => {
    const found = await rows()
      .where(containsText('departName', request.query.keyWord))
      .orderBy('orgCode')
      .limit(SEARCH_LIMIT)
      .execute();
    return ok(
      found.map((r) => treeNode(r, true)),
      '查询成功',
    );
  });

  serve(app, departApi.queryMyDeptTreeList, async (request) => {
    const mine = await organisationDb(ctx.db)
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
  });
};
