import {
  type EndpointResult,
  maskValue,
  permissionCode,
  pickerApi,
  userResource,
} from '@vets/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { forbidden } from '../../../core/errors.js';
import type { Db } from '../../../db/database.js';
import { containsText } from '../../../db/like.js';
import { departsWithChildren } from '../services/depart-tree.js';
import { organisationDb } from '../tables.js';

/** Holders see phone numbers (and usernames that are one) in full; others see 138****1234. */
const USER_SENSITIVE_PERMISSION = permissionCode(userResource, 'sensitive');
const ORG_USER_LIMIT = 500;
const DEPART_MATCH_LIMIT = 100;

/** A department node of the picker trees. */
export type DepartNode = EndpointResult<typeof pickerApi.queryTreeListByParent>[number];

async function canSeePhones(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const auth = requireAuth(request);
  const { codes } = await ctx.permissions.forUser(auth.userId, auth.permissionVersion);
  return codes.has(USER_SENSITIVE_PERMISSION);
}

function withPhone<T extends { phone: string | null; username: string }>(
  row: T,
  showPhone: boolean,
): T {
  if (showPhone) return row;
  return {
    ...row,
    username: maskValue('account', row.username),
    phone: row.phone ? maskValue('phone', row.phone) : row.phone,
  };
}

/** Nodes of the given departments, each marked a leaf when nothing hangs below it. */
async function departNodes(
  db: Db,
  rows: Array<{ id: string; parentId: string | null; departName: string; orgCode: string }>,
): Promise<DepartNode[]> {
  const withChildren = await departsWithChildren(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    key: r.id,
    id: r.id,
    value: r.id,
    title: r.departName,
    orgCode: r.orgCode,
    departName: r.departName,
    parentId: r.parentId,
    isLeaf: !withChildren.has(r.id),
  }));
}

const DEPART_COLUMNS = ['id', 'parentId', 'departName', 'orgCode'] as const;

/**
 * Read-only lists behind the department pickers and the user-by-department modal. The user and
 * role pickers use the user and role resources' lists (user-routes.ts, role-routes.ts).
 */
export const pickerRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, pickerApi.queryTreeListByParent, async (request) => {
    const { parentId, keyWord } = request.query;
    const base = organisationDb(ctx.db).selectFrom('sysDepart').select(DEPART_COLUMNS);
    const rows = keyWord
      ? await base
          .where(containsText('departName', keyWord))
          .orderBy('orgCode')
          .limit(DEPART_MATCH_LIMIT)
          .execute()
      : await base
          .where((eb) => (parentId ? eb('parentId', '=', parentId) : eb('parentId', 'is', null)))
          .orderBy('departOrder')
          .orderBy('orgCode')
          .execute();
    return ok(await departNodes(ctx.db, rows), '查询成功');
  });

  serve(app, pickerApi.queryById, async (request) => {
    const { parentId } = request.query;
    if (!parentId) return ok([], '查询成功');
    const row = await organisationDb(ctx.db)
      .selectFrom('sysDepart')
      .select(DEPART_COLUMNS)
      .where((eb) =>
        eb.or([
          eb('id', '=', parentId),
          eb('regionCode', '=', parentId),
          eb('orgCode', '=', parentId),
        ]),
      )
      .orderBy('orgCode')
      .limit(1)
      .executeTakeFirst();
    return ok(await departNodes(ctx.db, row ? [row] : []), '查询成功');
  });

  // The user-by-department modal: only the caller's own organisation and those below it
  // (widgets.md, 8), and only users in the caller's scope of the user resource.
  serve(app, pickerApi.getUiasUserListByOrgCode, async (request) => {
    const { orgCode } = request.query;
    const own = requireAuth(request).orgCode;
    if (!own || !orgCode.startsWith(own)) throw forbidden('只能查看本机构及下级机构的用户');
    const users = ctx.resources.service(userResource);
    const scope = await users.scopeFor(request);
    const [page, showPhone] = await Promise.all([
      users.store.page(
        {
          filters: [{ field: 'orgCode', op: 'right_like', value: orgCode }],
          superQuery: null,
          sort: { field: 'orgCode', order: 'asc' },
          columns: ['id', 'username', 'realname', 'sex', 'phone', 'orgCode'],
        },
        scope,
        1,
        ORG_USER_LIMIT,
      ),
      canSeePhones(ctx, request),
    ]);
    const codes = [...new Set(page.records.map((r) => String(r.orgCode ?? '')))];
    const departs = codes.length
      ? await organisationDb(ctx.db)
          .selectFrom('sysDepart')
          .select(['orgCode', 'departName'])
          .where('orgCode', 'in', codes)
          .execute()
      : [];
    const names = new Map(departs.map((d) => [d.orgCode, d.departName]));
    const rows = page.records.map((r) => ({
      id: String(r.id),
      username: String(r.username),
      realname: String(r.realname),
      sex: (r.sex as string | null) ?? null,
      phone: (r.phone as string | null) ?? null,
      orgCode: (r.orgCode as string | null) ?? null,
      orgName: names.get(String(r.orgCode)) ?? null,
    }));
    rows.sort((a, b) =>
      `${a.orgCode}\u0000${a.username}`.localeCompare(`${b.orgCode}\u0000${b.username}`),
    );
    return ok(
      rows.map((r) => withPhone(r, showPhone)),
      '查询成功',
    );
  });
};
