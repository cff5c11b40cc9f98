import { RECRUITMENT_PERMISSIONS, yesNo } from '@vets/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { perm, requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { notFound } from '../../../core/errors.js';
import { newId } from '../../../db/ids.js';
import { writeSystemMessage } from '../../system/services/announcement-service.js';
import {
  MATCH_LIMIT_MAX,
  positionsForResume,
  resumesForPosition,
  scorePair,
} from '../matching/match-service.js';
import { recruitmentDb } from '../tables.js';

const tags = ['人岗匹配'];
const limit = z.coerce.number().int().min(1).max(MATCH_LIMIT_MAX).default(20);

/** The ranked lists both ways, and pushing a recommendation (rules and records are resources). */
export const matchingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/recruitment/match/positionsForResume',
    {
      config: { access: perm(RECRUITMENT_PERMISSIONS.matchQuery) },
      schema: {
        tags,
        summary: '为简历匹配岗位（按启用的推荐规则评分，附各项得分）',
        querystring: z.object({ resumeId: z.string().min(1, '缺少参数：resumeId').max(32), limit }),
      },
    },
    async (request) =>
      ok(await positionsForResume(ctx, request.query.resumeId, request.query.limit)),
  );

  app.get(
    '/recruitment/match/resumesForPosition',
    {
      config: { access: perm(RECRUITMENT_PERMISSIONS.matchQuery) },
      schema: {
        tags,
        summary: '为岗位匹配公开的简历（按启用的推荐规则评分，附各项得分）',
        querystring: z.object({
          positionId: z.string().min(1, '缺少参数：positionId').max(32),
          limit,
        }),
      },
    },
    async (request) =>
      ok(await resumesForPosition(ctx, request.query.positionId, request.query.limit)),
  );

  app.post(
    '/recruitment/recommend/push',
    {
      config: { access: perm(RECRUITMENT_PERMISSIONS.recommendPush) },
      schema: {
        tags,
        summary: '向求职者推送岗位推荐（记录推荐，并给有账号的求职者发送消息）',
        body: z.object({
          resumeId: z.string().min(1, '缺少参数：resumeId').max(32),
          positionId: z.string().min(1, '缺少参数：positionId').max(32),
        }),
      },
    },
    async (request) => {
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
        (b) => `<li>${b.label}：${b.score}/${b.weight}（${b.reason}）</li>`,
      );
      const result = await ctx.db.transaction().execute(async (core) => {
        const trx = recruitmentDb(core);
        const message = resume.userId
          ? await writeSystemMessage(ctx, core, {
              title: `为您推荐岗位：${position.title}`,
              content: `<p>${position.companyName} 正在招聘“${position.title}”，与您的求职意向匹配度 ${score.total} 分。</p><ul>${lines.join('')}</ul>`,
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
    },
  );
};
