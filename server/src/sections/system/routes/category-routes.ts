import { categoryApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { CATEGORY_COLUMNS, categoryNode } from '../services/category-service.js';

/** Fields a request may name in loadOne and in a loadTreeData condition. */
const QUERYABLE = ['id', 'code', 'name'] as const;
type Queryable = (typeof QUERYABLE)[number];
const isQueryable = (v: string): v is Queryable => (QUERYABLE as readonly string[]).includes(v);

/** `{"name": "…", "code": "…"}` only; anything else is a 400, never SQL. */
function parseCondition(raw: string | undefined): Array<[Queryable, string]> {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('condition 应为 JSON 对象');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('condition 应为 JSON 对象');
  }
  return Object.entries(parsed).map(([k, v]) => {
    if (!isQueryable(k) || typeof v !== 'string')
      throw badRequest(`不支持的条件字段：${k.slice(0, 32)}`);
    return [k, v];
  });
}

/** 分类字典: the tree reads the category select calls (CRUD is the category resource's). */
export const categoryRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const rows = () => ctx.db.selectFrom('sysCategory').select(CATEGORY_COLUMNS);

  /** Children of the category `pid`, or of the one coded `pcode`; top level when neither. */
  async function level(pid: string | undefined, pcode: string | undefined, condition?: string) {
    let parent: string | null = pid || null;
    if (!parent && pcode && pcode !== '0') {
      const found = await rows().where('code', '=', pcode).executeTakeFirst();
      if (!found) throw notFound(`分类编码 ${pcode.slice(0, 64)} 不存在`);
      parent = found.id;
    }
    let q = parent ? rows().where('pid', '=', parent) : rows().where('pid', 'is', null);
    for (const [field, value] of parseCondition(condition)) q = q.where(field, '=', value);
    return (await q.orderBy('code').execute()).map(categoryNode);
  }

  serve(app, categoryApi.loadTreeRoot, async (request) =>
    ok(await level(undefined, request.query.pcode, request.query.condition)),
  );

  serve(app, categoryApi.loadTreeChildren, async (request) =>
    ok(await level(request.query.pid, undefined)),
  );

  serve(app, categoryApi.loadTreeData, async (request) =>
    ok(await level(request.query.pid, request.query.pcode, request.query.condition)),
  );

  serve(app, categoryApi.loadOne, async (request) => {
    const { field, val } = request.query;
    if (!isQueryable(field)) throw badRequest(`不支持的字段：${field}`);
    const row = await rows().where(field, '=', val).executeTakeFirst();
    if (!row) throw notFound('分类不存在');
    return ok(categoryNode(row));
  });

  serve(app, categoryApi.loadDictItem, async (request) => {
    const ids = request.query.ids.split(',').filter(Boolean).slice(0, 100);
    const found = ids.length ? await rows().where('id', 'in', ids).execute() : [];
    const names = new Map(found.map((r) => [r.id, r.name]));
    return ok(ids.map((id) => names.get(id) ?? id));
  });
};
