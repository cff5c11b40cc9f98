import {
  resumeApi,
  resumeEducationResource,
  resumeResource,
  resumeSkillResource,
  resumeWorkResource,
} from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { pageResult } from '../../../core/page-result.js';
import { refreshResumeIndex } from '../services/resume-index.js';
import { searchResumes } from '../services/resume-search.js';
import { recruitmentDb } from '../tables.js';

/** 简历: search, and its three sub-tables (education, work, skills) read and saved together. */
export const resumeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.resources.service(resumeResource);

  serve(app, resumeApi.search, async (request) => {
    const query = request.query;
    const scope = await service.scopeFor(request);
    const { ids, total } = await searchResumes(ctx, query, service.store.scopedIds(scope));
    const found = ids.length ? await service.store.byIds(ids, service.columns(null), scope) : [];
    const byId = new Map(found.map((r) => [String(r.id), r]));
    const records = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
    await service.present(records, await service.actorFor(request));
    const { pageNo, pageSize } = query;
    return ok(pageResult(records, total, pageNo, pageSize), '查询成功');
  });
  const children = {
    education: ctx.resources.service(resumeEducationResource),
    work: ctx.resources.service(resumeWorkResource),
    skill: ctx.resources.service(resumeSkillResource),
  };
  const kinds = ['education', 'work', 'skill'] as const;

  serve(app, resumeApi.history, async (request) => {
    const { resumeId } = request.query;
    const result = {} as Record<(typeof kinds)[number], Array<Record<string, unknown>>>;
    for (const kind of kinds) {
      const child = children[kind];
      const spec = child.listSpec({ resumeId });
      result[kind] = (await child.store.page(spec, await child.scopeFor(request), 1, 50)).records;
    }
    return ok(result, '查询成功');
  });

  serve(app, resumeApi.saveHistory, async (request) => {
    const { resumeId } = request.body;
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
  });
};
