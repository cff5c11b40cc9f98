import { z } from 'zod';
import { defineEndpoints, OPEN, pageOf } from '../../../api/endpoint.js';
import {
  portalCompanyCardSchema,
  portalCompanyDetailSchema,
  portalHomeStatsSchema,
  portalJobFairCardSchema,
  portalJobFairDetailSchema,
  portalPositionCardSchema,
  portalPositionDetailSchema,
} from '../portal-types.js';

const paging = {
  pageNo: z.coerce.number().int().min(1, '页码无效').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50, '每页最多50条').default(10),
};
const keyword = z.string().trim().max(30, '关键词最多30个字').optional();
const regionCode = z
  .string()
  .regex(/^\d{6}$/, '地区编码应为6位数字')
  .optional();
const idQuery = z.object({ id: z.string().min(1, '缺少参数：id').max(32) });

/**
 * The portal's recruitment reads: anonymous, read-only, rate limited. Positions show only when
 * published, unexpired and of an approved company; no contact person, phone or personal field
 * ever leaves here.
 */
export const portalApi = defineEndpoints('门户', {
  positionList: {
    method: 'GET',
    path: '/portal/position/list',
    summary: '门户岗位搜索',
    access: OPEN,
    query: z.object({
      keyword,
      regionCode,
      categoryId: z.string().max(32).optional(),
      companyId: z.string().max(32).optional(),
      ...paging,
    }),
    response: pageOf(portalPositionCardSchema),
  },
  positionById: {
    method: 'GET',
    path: '/portal/position/queryById',
    summary: '门户岗位详情',
    access: OPEN,
    query: idQuery,
    response: portalPositionDetailSchema,
  },
  companyList: {
    method: 'GET',
    path: '/portal/company/list',
    summary: '门户企业列表（已审核通过）',
    access: OPEN,
    query: z.object({
      keyword,
      regionCode,
      industry: z.string().max(32).optional(),
      ...paging,
    }),
    response: pageOf(portalCompanyCardSchema),
  },
  companyById: {
    method: 'GET',
    path: '/portal/company/queryById',
    summary: '门户企业详情',
    access: OPEN,
    query: idQuery,
    response: portalCompanyDetailSchema,
  },
  jobFairList: {
    method: 'GET',
    path: '/portal/jobFair/list',
    summary: '门户招聘会列表',
    access: OPEN,
    query: z.object({ keyword, fairType: z.enum(['1', '2']).optional(), ...paging }),
    response: pageOf(portalJobFairCardSchema),
  },
  jobFairById: {
    method: 'GET',
    path: '/portal/jobFair/queryById',
    summary: '门户招聘会详情（参会企业与岗位）',
    access: OPEN,
    query: idQuery,
    response: portalJobFairDetailSchema,
  },
  home: {
    method: 'GET',
    path: '/portal/recruitment/home',
    summary: '门户首页：热门岗位、最新招聘会、推荐企业与统计',
    access: OPEN,
    response: z.object({
      stats: portalHomeStatsSchema,
      hotPositions: z.array(portalPositionCardSchema),
      latestFairs: z.array(portalJobFairCardSchema),
      featuredCompanies: z.array(portalCompanyCardSchema),
    }),
  },
});
