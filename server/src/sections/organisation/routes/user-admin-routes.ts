import { userApi, userResource } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { hashPassword } from '../../../core/auth/passwords.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, conflict, notFound } from '../../../core/errors.js';
import { guardAccountFilter } from '../../../core/resource/account-filter-guard.js';
import { passwordProblem } from '../resources/user.hooks.js';
import { requireNotOutranked } from '../services/role-grants.js';
import { organisationDb } from '../tables.js';

const USER_NOT_FOUND = '用户不存在';

/**
 * 用户管理 beside the user resource: password reset and the user queries of section 7, each
 * within the caller's scope of the user resource (tenant, data rules).
 */
export const userAdminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.resources.service(userResource);

  serve(app, userApi.changePassword, async (request) => {
    const { username, password, confirmpassword } = request.body;
    const problem = passwordProblem(password, confirmpassword);
    if (problem) throw badRequest(Object.values(problem)[0]!);
    const scope = await service.scopeFor(request);
    const user = await ctx.db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', username)
      .where('delFlag', '=', 0)
      .executeTakeFirst();
    const allowed = user ? await service.store.allowedIds([user.id], scope) : [];
    if (!user || !allowed.length) throw notFound(USER_NOT_FOUND);
    await requireNotOutranked(ctx.db, await service.actorFor(request), [user.id], '重置密码给');
    const passwordHash = await hashPassword(password);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sysUser')
        .set({
          passwordHash,
          loginFailCount: 0,
          lockedUntil: null,
          updateTime: ctx.clock.nowText(),
        })
        .where('id', '=', user.id)
        .execute();
      await ctx.sessions.revokeAllForUser(user.id, Date.now(), trx);
    });
    return ok(null, '密码修改成功！');
  });

  serve(app, userApi.queryUserRole, async (request) => {
    const { userid } = request.query;
    const [allowed] = await service.store.allowedIds([userid], await service.scopeFor(request));
    if (!allowed) throw notFound(USER_NOT_FOUND);
    const rows = await ctx.db
      .selectFrom('sysUserRole')
      .select('roleId')
      .where('userId', '=', allowed)
      .execute();
    return ok(
      rows.map((r) => r.roleId),
      '查询成功',
    );
  });

  serve(app, userApi.checkOnlyUser, async (request) => {
    const field = userResource.fields.username;
    const actor = await service.actorFor(request);
    guardAccountFilter(field, 'eq', request.query.username, { sensitive: actor.canSeeSensitive });
    const taken = await ctx.db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', request.query.username)
      .executeTakeFirst();
    if (taken) throw conflict('用户账号已存在');
    return ok(true, '该值可用！');
  });

  serve(app, userApi.queryUserByDepId, async (request) => {
    const members = await organisationDb(ctx.db)
      .selectFrom('sysUserDepart')
      .select('userId')
      .where('depId', '=', request.query.id)
      .limit(1000)
      .execute();
    const records = await service.store.byIds(
      members.map((m) => m.userId),
      service.columns(null),
      await service.scopeFor(request),
    );
    records.sort((a, b) => String(a.username).localeCompare(String(b.username)));
    await service.present(records, await service.actorFor(request));
    return ok(records, '查询成功');
  });
};
