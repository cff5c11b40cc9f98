import { z } from 'zod';
import { defineEndpoints, perm } from '../../../api/endpoint.js';
import { MATCH_LIMIT_MAX, matchListSchema } from '../matching.js';
import { RECRUITMENT_PERMISSIONS } from '../permissions.js';
import { jobPositionResource } from '../resources/position.js';
import { resumeResource } from '../resources/resume.js';

const limit = z.coerce.number().int().min(1).max(MATCH_LIMIT_MAX).default(20);

/** The ranked lists both ways, and pushing a recommendation (rules and records are resources). */
export const matchingApi = defineEndpoints('人岗匹配', {
  positionsForResume: {
    method: 'GET',
    path: '/recruitment/match/positionsForResume',
    summary: '为简历匹配岗位（按启用的推荐规则评分，附各项得分）',
    access: perm(RECRUITMENT_PERMISSIONS.matchQuery),
    records: { resumeId: resumeResource.key },
    query: z.object({ resumeId: z.string().min(1, '缺少参数：resumeId').max(32), limit }),
    response: matchListSchema,
  },
  resumesForPosition: {
    method: 'GET',
    path: '/recruitment/match/resumesForPosition',
    summary: '为岗位匹配公开的简历（按启用的推荐规则评分，附各项得分）',
    access: perm(RECRUITMENT_PERMISSIONS.matchQuery),
    records: { positionId: jobPositionResource.key },
    query: z.object({
      positionId: z.string().min(1, '缺少参数：positionId').max(32),
      limit,
    }),
    response: matchListSchema,
  },
  pushRecommendation: {
    method: 'POST',
    path: '/recruitment/recommend/push',
    summary: '向求职者推送岗位推荐（记录推荐，并给有账号的求职者发送消息）',
    access: perm(RECRUITMENT_PERMISSIONS.recommendPush),
    records: { resumeId: resumeResource.key, positionId: jobPositionResource.key },
    body: z.object({
      resumeId: z.string().min(1, '缺少参数：resumeId').max(32),
      positionId: z.string().min(1, '缺少参数：positionId').max(32),
    }),
    response: z.object({
      id: z.string(),
      score: z.number(),
      /** Whether the job seeker had an account to send the message to. */
      messageSent: z.boolean(),
    }),
  },
});
