import { z } from 'zod';
import { defineEndpoints, pageOf, perm } from '../../../api/endpoint.js';
import { RECRUITMENT_PERMISSIONS } from '../permissions.js';
import { companyResource } from '../resources/company.js';
import { jobPositionResource } from '../resources/position.js';
import { resumeResource } from '../resources/resume.js';

/** The resource each kind of favourite keeps a record of. */
export const FAVORITE_TARGETS = {
  position: jobPositionResource.key,
  company: companyResource.key,
  resume: resumeResource.key,
} as const;

const targetType = z.enum(
  ['position', 'company', 'resume'],
  '收藏类型只能是 position、company 或 resume',
);

/** One kept target, titled by its position, company or resume (`（已删除）` once gone). */
const favoriteRecord = z.object({
  id: z.string(),
  targetId: z.string(),
  createTime: z.string(),
  targetType,
  title: z.string(),
});

/** 我的收藏: each user's own favourite positions, companies and resumes. */
export const favoriteApi = defineEndpoints('我的收藏', {
  list: {
    method: 'GET',
    path: '/recruitment/favorite/list',
    summary: '我的收藏',
    access: perm(RECRUITMENT_PERMISSIONS.favoriteList),
    query: z.object({
      targetType,
      pageNo: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
    response: pageOf(favoriteRecord),
  },
  add: {
    method: 'POST',
    path: '/recruitment/favorite/add',
    summary: '收藏',
    access: perm(RECRUITMENT_PERMISSIONS.favoriteAdd),
    records: { targetId: { by: 'targetType', keys: FAVORITE_TARGETS } },
    body: z.object({ targetType, targetId: z.string().min(1, '缺少参数：targetId').max(32) }),
    response: z.null(),
  },
  delete: {
    method: 'DELETE',
    path: '/recruitment/favorite/delete',
    summary: '取消收藏',
    access: perm(RECRUITMENT_PERMISSIONS.favoriteList),
    query: z.object({ targetType, targetId: z.string().min(1).max(32) }),
    response: z.null(),
  },
});
