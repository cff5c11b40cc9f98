import { importPartialEnvelope, resourceEndpoints, treeEndpoints } from '@vets/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../api-route.js';
import type { AppContext } from '../app-context.js';
import { requireAuth } from '../auth/access.js';
import { ok } from '../envelope.js';
import { badRequest } from '../errors.js';
import { checkScopeDeclared } from './department-scope.js';
import { streamExport } from './excel/excel-export.js';
import { importExcel, importPreview } from './excel/excel-import.js';
import { importKeyOf } from './excel/import-keys.js';
import { importProgress } from './excel/import-progress.js';
import { sendImportTemplate } from './excel/import-template.js';
import { parseSort } from './filters.js';
import { registerPortalRead } from './portal/portal-read.js';
import { registerRefOptions } from './ref-options.js';
import { registerResourceActions } from './resource-actions.js';
import type { ResourceBinding } from './resource-binding.js';
import { ResourceService } from './resource-service.js';
import type { ResourceTree } from './resource-tree.js';
import { registerRevisionRoute } from './revision-route.js';

const MAX_BATCH_IDS = 1000;

function splitIds(raw: string): string[] {
  const ids = raw.split(',').filter((s) => s !== '');
  if (!ids.length) throw badRequest('请选择要操作的记录');
  if (ids.length > MAX_BATCH_IDS) throw badRequest(`一次最多操作${MAX_BATCH_IDS}条记录`);
  if (ids.some((id) => id.length > 32)) throw badRequest('ids 参数无效');
  return ids;
}

type Body = Record<string, unknown>;

/**
 * The standard routes of a resource: list, queryById, add, edit, delete, deleteBatch,
 * exportXls, importExcel with its preview, template and progress, and the choices of its
 * reference fields, each from the endpoints its definition derives (permission `<permission>:<action>`,
 * request and response schemas), and one route per declared action.
 */
export function registerResourceRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  binding: ResourceBinding,
  options: {
    /** Standard reads the section serves itself (e.g. a queryById that recipients may call). */
    except?: ReadonlyArray<'list' | 'queryById'>;
  } = {},
): ResourceService {
  const serves = (route: 'list' | 'queryById') => !options.except?.includes(route);
  importKeyOf(binding.def); // a definition naming a wrong import key fails at start
  checkScopeDeclared(binding.def);
  const service = new ResourceService(ctx, binding);
  ctx.resources.add(service);
  const api = resourceEndpoints(binding.def);

  if (serves('list'))
    serve(app, api.list, async (request) => {
      const query = request.query;
      const actor = await service.actorFor(request);
      const spec = service.listSpec(query, actor);
      service.requireParent(spec);
      const scope = service.listScope(await service.scopeFor(request, 'read'), spec);
      const page = await service.store.page(spec, scope, query.pageNo, query.pageSize);
      await service.present(page.records, actor, scope);
      return ok(page, '查询成功');
    });

  if (serves('queryById'))
    serve(app, api.queryById, async (request) => {
      const scope = await service.scopeFor(request, 'read');
      const row = await service.findOne(request.query.id, scope);
      return ok(await service.presentOne(row, await service.actorFor(request), scope), '查询成功');
    });

  serve(app, api.add, async (request) => {
    const actor = await service.actorFor(request);
    const row = await service.add(request.body as Body, actor, await service.scopeFor(request));
    return ok(await service.presentOne(row, actor), '添加成功！');
  });

  for (const edit of [api.edit, api.editByPost])
    serve(app, edit, async (request) => {
      const actor = await service.actorFor(request);
      const row = await service.edit(request.body as Body, actor, await service.scopeFor(request));
      return ok(await service.presentOne(row, actor), '编辑成功！');
    });

  serve(app, api.delete, async (request) => {
    await service.remove(
      [request.query.id],
      await service.scopeFor(request),
      await service.actorFor(request),
    );
    return ok(null, '删除成功!');
  });

  serve(app, api.deleteBatch, async (request) => {
    const count = await service.remove(
      splitIds(request.query.ids),
      await service.scopeFor(request),
      await service.actorFor(request),
    );
    return ok({ count }, '批量删除成功!');
  });

  serve(app, api.exportXls, async (request, reply) => streamExport(service, request, reply));

  serve(
    app,
    api.importExcel,
    async (request, reply) => importExcel(service, ctx.resources, request, reply),
    { responses: { 201: importPartialEnvelope } },
  );

  // A preview writes nothing, so the operation log (of writes) leaves it out, as it does reads.
  serve(app, api.importPreview, async (request) => importPreview(service, ctx.resources, request), {
    config: { logOperation: false },
  });

  serve(app, api.importTemplate, async (_request, reply) => sendImportTemplate(service, reply));

  serve(app, api.importProgress, async (request) =>
    ok(importProgress.read(requireAuth(request).userId, request.query.importId), '查询成功'),
  );

  if (service.tree) registerTreeRoutes(app, service, service.tree);
  registerRefOptions(app, ctx, service);
  registerResourceActions(app, service);
  registerPortalRead(app, ctx, binding.def, binding.hooks?.portalExtras);
  registerRevisionRoute(app, service);
  return service;
}

/** The children of a record (the top level without `pid`) and the chain down to a record. */
function registerTreeRoutes(app: FastifyInstance, service: ResourceService, tree: ResourceTree) {
  const api = treeEndpoints(service.def);
  const sort = () => parseSort(service.def, undefined, undefined);

  serve(app, api.childList, async (request) => {
    const scope = await service.scopeFor(request, 'read');
    const rows = await service.store.byParent(
      tree.parentField,
      request.query.pid || null,
      service.columns(null),
      scope,
      sort(),
    );
    const parents = await tree.withChildren(
      service.ctx.db,
      rows.map((r) => String(r.id)),
    );
    await service.present(rows, await service.actorFor(request), scope);
    return ok(
      rows.map((r) => ({ ...r, id: String(r.id), hasChildren: parents.has(String(r.id)) })),
      '查询成功',
    );
  });

  serve(app, api.parentPath, async (request) => {
    const scope = await service.scopeFor(request, 'read');
    const row = await service.findOne(request.query.id, scope);
    const chain = [
      String(row.id),
      ...(await tree.ancestorsOf(service.ctx.db, (row[tree.parentField] as string | null) ?? null)),
    ].reverse();
    const found = await service.store.byIds(chain, service.columns(null), scope);
    const byId = new Map(found.map((r) => [String(r.id), r]));
    const path = chain.map((id) => byId.get(id)).filter((r) => r !== undefined);
    await service.present(path, await service.actorFor(request), scope);
    return ok(path, '查询成功');
  });
}
