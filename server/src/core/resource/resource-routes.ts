import { permissionCode, type ResourceAction } from '@vets/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.js';
import { perm } from '../auth/access.js';
import { ok } from '../envelope.js';
import { badRequest } from '../errors.js';
import { streamExport } from './excel-export.js';
import { importExcel } from './excel-import.js';
import { registerResourceActions } from './resource-actions.js';
import type { ResourceBinding } from './resource-binding.js';
import { ResourceService } from './resource-service.js';

const paging = z.looseObject({
  pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1).describe('页码'),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10).describe('每页条数'),
});
const idQuery = z.object({ id: z.string().min(1).max(32).describe('id') });
const idsQuery = z.object({ ids: z.string().min(1).max(40_000).describe('ids') });
const body = z.record(z.string(), z.unknown());

const MAX_BATCH_IDS = 1000;

function splitIds(raw: string): string[] {
  const ids = raw.split(',').filter((s) => s !== '');
  if (!ids.length) throw badRequest('请选择要操作的记录');
  if (ids.length > MAX_BATCH_IDS) throw badRequest(`一次最多操作${MAX_BATCH_IDS}条记录`);
  if (ids.some((id) => id.length > 32)) throw badRequest('ids 参数无效');
  return ids;
}

/**
 * The standard routes of a resource: list, queryById, add, edit, delete, deleteBatch,
 * exportXls and importExcel, each guarded by `<permission>:<action>`, and one route per
 * declared action.
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
  const service = new ResourceService(ctx, binding);
  const { def } = binding;
  ctx.resources.add(service);
  const access = (action: ResourceAction) => ({ access: perm(permissionCode(def, action)) });
  const tags = [def.title];

  if (serves('list'))
    app.get(
      `${def.path}/list`,
      {
        config: access('list'),
        schema: { tags, summary: `${def.title}列表`, querystring: paging },
      },
      async (request) => {
        const query = request.query as z.infer<typeof paging>;
        const spec = service.listSpec(query);
        service.requireParent(spec);
        const scope = await service.scopeFor(request);
        const page = await service.store.page(spec, scope, query.pageNo, query.pageSize);
        await service.present(page.records, await service.actorFor(request));
        return ok(page, '查询成功');
      },
    );

  if (serves('queryById'))
    app.get(
      `${def.path}/queryById`,
      {
        config: access('list'),
        schema: { tags, summary: `${def.title}详情`, querystring: idQuery },
      },
      async (request) => {
        const { id } = request.query as z.infer<typeof idQuery>;
        const row = await service.findOne(id, await service.scopeFor(request));
        return ok(await service.presentOne(row, await service.actorFor(request)), '查询成功');
      },
    );

  app.post(
    `${def.path}/add`,
    { config: access('add'), schema: { tags, summary: `添加${def.title}`, body } },
    async (request) => {
      const actor = await service.actorFor(request);
      const row = await service.add(
        request.body as Record<string, unknown>,
        actor,
        await service.scopeFor(request),
      );
      return ok(await service.presentOne(row, actor), '添加成功！');
    },
  );

  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: `${def.path}/edit`,
      config: access('edit'),
      schema: { tags, summary: `编辑${def.title}`, body },
      handler: async (request) => {
        const actor = await service.actorFor(request);
        const row = await service.edit(
          request.body as Record<string, unknown>,
          actor,
          await service.scopeFor(request),
        );
        return ok(await service.presentOne(row, actor), '编辑成功！');
      },
    });
  }

  app.delete(
    `${def.path}/delete`,
    {
      config: access('delete'),
      schema: { tags, summary: `删除${def.title}`, querystring: idQuery },
    },
    async (request) => {
      const { id } = request.query as z.infer<typeof idQuery>;
      await service.remove([id], await service.scopeFor(request));
      return ok(null, '删除成功!');
    },
  );

  app.delete(
    `${def.path}/deleteBatch`,
    {
      config: access('batch_delete'),
      schema: { tags, summary: `批量删除${def.title}`, querystring: idsQuery },
    },
    async (request) => {
      const { ids } = request.query as z.infer<typeof idsQuery>;
      const count = await service.remove(splitIds(ids), await service.scopeFor(request));
      return ok({ count }, '批量删除成功!');
    },
  );

  app.get(
    `${def.path}/exportXls`,
    { config: access('export'), schema: { tags, summary: `导出${def.title}` } },
    async (request, reply) => streamExport(service, request, reply),
  );

  app.post(
    `${def.path}/importExcel`,
    { config: access('import'), schema: { tags, summary: `导入${def.title}` } },
    async (request, reply) => importExcel(service, request, reply),
  );

  registerResourceActions(app, service);
  return service;
}
