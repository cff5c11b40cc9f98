import { type AreaNode, areaApi, REGION_ROOT_CODE } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { CachedAnswer, JSON_TYPE } from '../../../core/cached-answer.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, notFound } from '../../../core/errors.js';

interface AreaRow {
  code: string;
  pid: string;
  name: string;
  level: number;
  sortNo: number;
}

/** The tree of sys_area rows under the root 86, children in their stored order. */
export function treeFromRows(rows: readonly AreaRow[]): AreaNode[] {
  const byParent = new Map<string, AreaRow[]>();
  for (const r of rows) byParent.set(r.pid, [...(byParent.get(r.pid) ?? []), r]);
  const build = (pid: string): AreaNode[] =>
    (byParent.get(pid) ?? [])
      .sort((a, b) => a.sortNo - b.sortNo || a.code.localeCompare(b.code))
      .map((r) => {
        const node: AreaNode = { id: r.code, text: r.name, pid: r.pid, level: r.level };
        const children = build(r.code);
        if (children.length) node.children = children;
        return node;
      });
  return build(REGION_ROOT_CODE);
}

/** Codes of `code` and everything below it. */
function withDescendants(rows: readonly AreaRow[], code: string): string[] {
  const children = new Map<string, string[]>();
  for (const r of rows) children.set(r.pid, [...(children.get(r.pid) ?? []), r.code]);
  const out: string[] = [];
  const walk = (c: string) => {
    out.push(c);
    for (const child of children.get(c) ?? []) walk(child);
  };
  walk(code);
  return out;
}

const CACHE_MS = 60_000;

/** 行政区划: the region tree for the area pickers, and removing areas the service does not cover. */
export const areaRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const rows = () =>
    ctx.db.selectFrom('sysArea').select(['code', 'pid', 'name', 'level', 'sortNo']).execute();
  // About 230 KB that anonymous pages load too: built and compressed once, not per request.
  const tree = new CachedAnswer(async () => JSON.stringify(ok(treeFromRows(await rows()))), {
    contentType: JSON_TYPE,
    cacheControl: 'no-cache',
    maxAgeMs: CACHE_MS,
  });

  serve(app, areaApi.queryIdTree, (request, reply) => tree.send(request, reply));

  serve(app, areaApi.delete, async (request) => {
    const { id } = request.query;
    if (id === REGION_ROOT_CODE) throw badRequest('根节点不能删除');
    const all = await rows();
    if (!all.some((r) => r.code === id)) throw notFound('行政区划不存在');
    const codes = withDescendants(all, id);
    await ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < codes.length; i += 500) {
        await trx
          .deleteFrom('sysArea')
          .where('code', 'in', codes.slice(i, i + 500))
          .execute();
      }
    });
    tree.invalidate();
    return ok({ count: codes.length }, '删除成功!');
  });
};
