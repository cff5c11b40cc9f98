import { z } from 'zod';
import { defineEndpoints, OPEN, pageOf } from '../../../../api/endpoint.js';
import {
  portalAchievementCardSchema,
  portalAchievementDetailSchema,
  portalAgriProductCardSchema,
  portalAgriProductDetailSchema,
  portalAgriProjectCardSchema,
  portalAgriProjectDetailSchema,
  portalAllianceCardSchema,
  portalAllianceDetailSchema,
  portalAssocMemberCardSchema,
  portalAssocNewsCardSchema,
  portalAssocNewsDetailSchema,
  portalTransformationCardSchema,
  portalTransformationDetailSchema,
} from '../portal-types.js';

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

/**
 * The portal's reads of the showcase (成果展示、成果转化、农业创新平台、促进会、教育培训联盟):
 * anonymous, read-only, rate limited, published records only, and no personal field.
 */
export const showcasePortalApi = defineEndpoints('门户·创业服务', {
  achievementList: {
    method: 'GET',
    path: '/portal/achievement/list',
    summary: '门户创业成果展示列表',
    access: OPEN,
    query: z.object({ keyword, domain: dictValue('成果领域'), regionCode, ...paging }),
    response: pageOf(portalAchievementCardSchema),
  },
  achievementById: {
    method: 'GET',
    path: '/portal/achievement/queryById',
    summary: '门户创业成果详情（浏览次数加一）',
    access: OPEN,
    query: idQuery,
    response: portalAchievementDetailSchema,
  },
  transformationList: {
    method: 'GET',
    path: '/portal/transformation/list',
    summary: '门户成果转化列表',
    access: OPEN,
    query: z.object({
      keyword,
      resultType: dictValue('成果类型'),
      cooperation: dictValue('合作方式'),
      regionCode,
      ...paging,
    }),
    response: pageOf(portalTransformationCardSchema),
  },
  transformationById: {
    method: 'GET',
    path: '/portal/transformation/queryById',
    summary: '门户成果转化详情（浏览次数加一）',
    access: OPEN,
    query: idQuery,
    response: portalTransformationDetailSchema,
  },
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
  assocMemberList: {
    method: 'GET',
    path: '/portal/associationMember/list',
    summary: '门户促进会会员单位（按会员类型排列）',
    access: OPEN,
    query: z.object({ keyword, memberType: dictValue('会员类型'), regionCode, ...paging }),
    response: pageOf(portalAssocMemberCardSchema),
  },
  assocNewsList: {
    method: 'GET',
    path: '/portal/associationNews/list',
    summary: '门户促进会动态',
    access: OPEN,
    query: z.object({ keyword, ...paging }),
    response: pageOf(portalAssocNewsCardSchema),
  },
  assocNewsById: {
    method: 'GET',
    path: '/portal/associationNews/queryById',
    summary: '门户促进会动态详情（浏览次数加一）',
    access: OPEN,
    query: idQuery,
    response: portalAssocNewsDetailSchema,
  },
  allianceList: {
    method: 'GET',
    path: '/portal/alliance/list',
    summary: '门户教育培训联盟成员机构',
    access: OPEN,
    query: z.object({ keyword, regionCode, ...paging }),
    response: pageOf(portalAllianceCardSchema),
  },
  allianceById: {
    method: 'GET',
    path: '/portal/alliance/queryById',
    summary: '门户教育培训联盟成员机构详情',
    access: OPEN,
    query: idQuery,
    response: portalAllianceDetailSchema,
  },
});
