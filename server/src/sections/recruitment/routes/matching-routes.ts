import {
  jobPositionResource,
  matchingApi,
  type ResourceDef,
  resumeResource,
  yesNo,
} from '@vets/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { notFound } from '../../../core/errors.js';
import { html } from '../../../core/html.js';
import { newId } from '../../../db/ids.js';
import { writeSystemMessage } from '../../notices/index.js';
import { positionsForResume, resumesForPosition, scorePair } from '../matching/match-service.js';
import { recruitmentDb } from '../tables.js';

/** The ranked lists both ways, and pushing a recommendation (rules and records are resources). */
export const matchingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** The rows of a resource the caller may see, for the other side of a ranking. */
  const inScope = async (def: ResourceDef, request: FastifyRequest) => {
    const service = ctx.resources.service(def);
    return service.store.scopedIds(await service.scopeFor(request));
  };

  serve(app, matchingApi.positionsForResume, async (request) => {
    const { resumeId, limit } = request.query;
    const positions = await inScope(jobPositionResource, request);
    return ok(await positionsForResume(ctx, resumeId, limit, positions));
  });

  serve(app, matchingApi.resumesForPosition, async (request) => {
    const { positionId, limit } = request.query;
    const resumes = await inScope(resumeResource, request);
    return ok(await resumesForPosition(ctx, positionId, limit, resumes));
  });

  serve(app, matchingApi.pushRecommendation, async (request) => {
    const { resumeId, positionId } = request.body;
    const by = requireAuth(request).username;
    const resume = await recruitmentDb(ctx.db)
      .selectFrom('zpResume')
      .select(['realName', 'userId'])
      .where('id', '=', resumeId)
      .executeTakeFirst();
    if (!resume) throw notFound('简历不存在');
    const { score, position } = await scorePair(ctx, resumeId, positionId);
    const lines = score.breakdown.map(
      (b) => html`<li>${b.label}：${b.score}/${b.weight}（${b.reason}）</li>`,
    );
    const result = await ctx.db.transaction().execute(async (core) => {
      const trx = recruitmentDb(core);
      const message = resume.userId
        ? await writeSystemMessage(ctx, core, {
            title: `为您推荐岗位：${position.title}`,
            content: html`<p>${position.companyName} 正在招聘“${position.title}”，与您的求职意向匹配度 ${score.total} 分。</p><ul>${lines}</ul>`,
            userIds: [resume.userId],
            sender: by,
          })
        : null;
      const id = newId();
      await trx
        .insertInto('zpRecommendRecord')
        .values({
          id,
          resumeId,
          positionId,
          score: score.total,
          breakdown: JSON.stringify(score.breakdown),
          messageSent: message ? yesNo.values.yes : yesNo.values.no,
          createBy: by,
          createTime: ctx.clock.nowText(),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      return { id, message };
    });
    result.message?.push();
    return ok(
      { id: result.id, score: score.total, messageSent: Boolean(result.message) },
      result.message ? '推荐已发送' : '推荐已记录（该求职者尚未开通账号，未发送消息）',
    );
  });
};
