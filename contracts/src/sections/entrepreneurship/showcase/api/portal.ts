import { z } from 'zod';
import { defineEndpoints, OPEN, pageOf } from '../../../../api/endpoint.js';
import { portalEndpoints } from '../../../../resource/portal-endpoints.js';
import { institutionResource } from '../../../training/index.js';
import {
  portalAgriProductCardSchema,
  portalAgriProductDetailSchema,
  portalAgriProjectCardSchema,
  portalAgriProjectDetailSchema,
} from '../portal-types.js';
import { achievementResource } from '../resources/achievement.js';
import { assocMemberResource, assocNewsResource } from '../resources/association.js';
import { transformationResource } from '../resources/transformation.js';

const paging = {
  pageNo: z.coerce.number().int().min(1, '页码无效').max(10_000, '页码无效').default(1),
  pageSize: z.coerce.number().int().min(1, '每页条数无效').max(50, '每页最多50条').default(10),
};
const keyword = z.string().trim().max(30, '关键词最多30个字').optional();
const regionCode = z
  .string()
  .regex(/^\d{6}$/, '地区编码应为6位数字')
  .optional();
/** A dictionary value of the filters: one or two digits. */
const dictValue = (label: string) =>
  z
    .string()
    .regex(/^\d{1,2}$/, `${label}无效`)
    .optional();
const idQuery = z.object({ id: z.string().min(1, '缺少参数：id').max(32, '参数 id 无效') });

const achievements = portalEndpoints(achievementResource);
const transformations = portalEndpoints(transformationResource);
const members = portalEndpoints(assocMemberResource);
const news = portalEndpoints(assocNewsResource);
const alliance = portalEndpoints(institutionResource);

/**
 * The portal's reads of the showcase (成果展示、成果转化、农业创新平台、促进会、教育培训联盟):
 * anonymous, read-only, rate limited, published records only, and no personal field.
 */
export const showcasePortalApi = {
  achievementList: achievements.list,
  achievementById: achievements.queryById,
  transformationList: transformations.list,
  transformationById: transformations.queryById,
  assocMemberList: members.list,
  assocMemberById: members.queryById,
  assocNewsList: news.list,
  assocNewsById: news.queryById,
  allianceList: alliance.list,
  allianceById: alliance.queryById,
  ...defineEndpoints('门户·创业服务', {
    agriProjectList: {
      method: 'GET',
      path: '/portal/agriProject/list',
      summary: '门户农业创新平台：农业项目',
      access: OPEN,
      query: z.object({ keyword, stage: dictValue('项目阶段'), regionCode, ...paging }),
      response: pageOf(portalAgriProjectCardSchema),
    },
    agriProjectById: {
      method: 'GET',
      path: '/portal/agriProject/queryById',
      summary: '门户农业项目详情（含其产品）',
      access: OPEN,
      query: idQuery,
      response: portalAgriProjectDetailSchema,
    },
    agriProductList: {
      method: 'GET',
      path: '/portal/agriProduct/list',
      summary: '门户农业创新平台：农产品',
      access: OPEN,
      query: z.object({
        keyword,
        category: dictValue('产品类别'),
        regionCode,
        projectId: z.string().max(32, '参数 projectId 无效').optional(),
        ...paging,
      }),
      response: pageOf(portalAgriProductCardSchema),
    },
    agriProductById: {
      method: 'GET',
      path: '/portal/agriProduct/queryById',
      summary: '门户农产品详情',
      access: OPEN,
      query: idQuery,
      response: portalAgriProductDetailSchema,
    },
  }),
};
