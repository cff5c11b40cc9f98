import { userApi, userResource } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { hashPassword } from '../../../core/auth/passwords.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, conflict, notFound } from '../../../core/errors.js';
import { passwordProblem } from '../resources/user.hooks.js';
import { systemDb } from '../tables.js';

/**
 * 用户管理 beside the user resource: password reset and the user queries of section 7.
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
    if (!user || !allowed.length) throw notFound('用户不存在');
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
      await trx
        .updateTable('sysSession')
        .set({ revokedAt: Date.now() })
        .where('userId', '=', user.id)
        .where('revokedAt', 'is', null)
        .execute();
    });
    return ok(null, '密码修改成功！');
  });

  serve(app, userApi.queryUserRole, async (request) => {
    const rows = await ctx.db
      .selectFrom('sysUserRole')
      .select('roleId')
      .where('userId', '=', request.query.userid)
      .execute();
    return ok(
      rows.map((r) => r.roleId),
      '查询成功',
    );
  });

  serve(app, userApi.checkOnlyUser, async (request) => {
    const taken = await ctx.db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', request.query.username)
      .executeTakeFirst();
    if (taken) throw conflict('用户账号已存在');
    return ok(true, '该值可用！');
  });

  serve(app, userApi.queryUserByDepId, async (request) => {
    const rows = await systemDb(ctx.db)
      .selectFrom('sysUser as u')
      .innerJoin('sysUserDepart as ud', 'ud.userId', 'u.id')
      .select(service.columns(null).map((c) => `u.${c}` as 'u.id'))
      .where('ud.depId', '=', request.query.id)
      .where('u.delFlag', '=', 0)
      .orderBy('u.username')
      .limit(1000)
      .execute();
    const records = rows as Array<Record<string, unknown>>;
    await service.present(records, await service.actorFor(request));
    return ok(records, '查询成功');
  });
};
