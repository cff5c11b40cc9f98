import { actionPermission, permissionCode, userResource } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm, SESSION } from '../../../core/auth/access.js';
import { hashPassword } from '../../../core/auth/passwords.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, conflict, notFound } from '../../../core/errors.js';
import { passwordProblem } from '../resources/user.hooks.js';
import { systemDb } from '../tables.js';

/**
 * 用户管理 beside the user resource: password reset and the user queries of section 7.
 */
export const userAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.resources.service(userResource);
  const tags = ['用户'];

  app.put(
    '/sys/user/changePassword',
    {
      config: { access: perm(actionPermission(userResource, 'password')) },
      schema: {
        tags,
        summary: '管理员重置用户密码；该用户的会话全部失效',
        body: z.object({
          username: z.string().min(1, '请输入用户账号').max(32),
          password: z.string().max(100),
          confirmpassword: z.string().max(100),
        }),
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/sys/user/queryUserRole',
    {
      config: { access: perm(permissionCode(userResource, 'list')) },
      schema: {
        tags,
        summary: '用户的角色ID',
        querystring: z.object({ userid: z.string().min(1, '缺少参数：userid').max(32) }),
      },
    },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('sysUserRole')
        .select('roleId')
        .where('userId', '=', request.query.userid)
        .execute();
      return ok(
        rows.map((r) => r.roleId),
        '查询成功',
      );
    },
  );

  app.get(
    '/sys/user/checkOnlyUser',
    {
      config: { access: SESSION },
      schema: {
        tags,
        summary: '用户账号是否可用（需登录，防止匿名枚举账号）',
        querystring: z.object({ username: z.string().min(1, '请输入用户名').max(32) }),
      },
    },
    async (request) => {
      const taken = await ctx.db
        .selectFrom('sysUser')
        .select('id')
        .where('username', '=', request.query.username)
        .executeTakeFirst();
      if (taken) throw conflict('用户账号已存在');
      return ok(true, '该值可用！');
    },
  );

  app.get(
    '/sys/user/queryUserByDepId',
    {
      config: { access: perm(permissionCode(userResource, 'list')) },
      schema: {
        tags,
        summary: '部门的用户',
        querystring: z.object({ id: z.string().min(1, '缺少参数：id').max(32) }),
      },
    },
    async (request) => {
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
    },
  );
};
