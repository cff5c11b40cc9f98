import {
  permissionCode,
  resumeEducationResource,
  resumeResource,
  resumeSkillResource,
  resumeWorkResource,
} from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { refreshResumeIndex } from '../services/resume-index.js';
import { searchResumes } from '../services/resume-search.js';
import { recruitmentDb } from '../tables.js';

/** 简历: search, and its three sub-tables (education, work, skills) read and saved together. */
export const resumeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.resources.service(resumeResource);

  app.get(
    '/recruitment/resume/search',
    {
      config: { access: perm(permissionCode(resumeResource, 'list')) },
      schema: {
        tags: ['简历'],
        summary: '简历搜索：中文全文（姓名、专业、技能、经历、自我评价）加筛选，仅公开简历',
        querystring: z.object({
          keyword: z.string().max(50, '关键词最多50个字').optional(),
          education: z.string().max(4).optional(),
          regionCode: z
            .string()
            .regex(/^\d{6}$/, '地区编码应为6位数字')
            .optional(),
          militaryBranch: z.string().max(4).optional(),
          categoryId: z.string().max(32).optional(),
          pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(10),
        }),
      },
    },
    async (request) => {
      const query = request.query;
      const { ids, total } = await searchResumes(ctx, query);
      const scope = await service.scopeFor(request);
      const found = ids.length ? await service.store.byIds(ids, service.columns(null), scope) : [];
      const byId = new Map(found.map((r) => [String(r.id), r]));
      const records = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
      await service.present(records, await service.actorFor(request));
      const { pageNo, pageSize } = query;
      return ok(
        { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) },
        '查询成功',
      );
    },
  );
  const children = {
    education: ctx.resources.service(resumeEducationResource),
    work: ctx.resources.service(resumeWorkResource),
    skill: ctx.resources.service(resumeSkillResource),
  };
  const kinds = ['education', 'work', 'skill'] as const;
  const rowsSchema = z.array(z.record(z.string(), z.unknown())).max(50, '每类经历最多50条');

  app.get(
    '/recruitment/resume/history',
    {
      config: { access: perm(permissionCode(resumeResource, 'list')) },
      schema: {
        tags: ['简历'],
        summary: '简历的教育经历、工作经历与技能证书',
        querystring: z.object({ resumeId: z.string().min(1, '缺少参数：resumeId').max(32) }),
      },
    },
    async (request) => {
      const { resumeId } = request.query;
      await service.findOne(resumeId, await service.scopeFor(request));
      const result: Record<string, unknown[]> = {};
      for (const kind of kinds) {
        const child = children[kind];
        const spec = child.listSpec({ resumeId });
        result[kind] = (await child.store.page(spec, await child.scopeFor(request), 1, 50)).records;
      }
      return ok(result, '查询成功');
    },
  );

  app.put(
    '/recruitment/resume/history',
    {
      config: { access: perm(permissionCode(resumeResource, 'edit')) },
      schema: {
        tags: ['简历'],
        summary: '一次保存简历的三类经历（整体替换，全部成功或全部不变）',
        body: z.object({
          resumeId: z.string().min(1, '缺少参数：resumeId').max(32),
          education: rowsSchema,
          work: rowsSchema,
          skill: rowsSchema,
        }),
      },
    },
    async (request) => {
      const { resumeId } = request.body;
      await service.findOne(resumeId, await service.scopeFor(request));
      const actor = await service.actorFor(request);
      const checked: Array<{
        child: (typeof children)[(typeof kinds)[number]];
        scope: Awaited<ReturnType<typeof service.scopeFor>>;
        values: Array<Record<string, unknown>>;
      }> = [];
      for (const kind of kinds) {
        const child = children[kind];
        const scope = await child.scopeFor(request);
        const rows = request.body[kind].map(({ id: _id, ...fields }) => fields);
        checked.push({ child, scope, values: await child.checkChildren(resumeId, rows, scope) });
      }
      await ctx.db.transaction().execute(async (trx) => {
        for (const { child, scope, values } of checked)
          await child.replaceChildren(trx, resumeId, values, actor, scope);
        await refreshResumeIndex(recruitmentDb(trx), ctx.dialect, resumeId);
      });
      return ok(null, '保存成功');
    },
  );
};
