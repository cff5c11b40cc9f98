import { z } from 'zod';
import { defineEndpoints, perm } from '../../../api/endpoint.js';
import { permissionCode } from '../../../resource/resource-types.js';
import { companyResource } from '../resources/company.js';

/** The answer to a company user's add before staff approve the company (the spec's gate). */
export const COMPANY_NOT_APPROVED_MESSAGE = '您的企业尚未通过审核，暂不能添加';

/** 企业信息: a company's approval status, as the department dialog stores it (liustate). */
export const companyInfoApi = defineEndpoints('企业信息', {
  queryById: {
    method: 'GET',
    path: '/company/companyInfo/queryById',
    summary: '企业信息与审核状态（企业用户只能查看本企业）',
    access: perm(permissionCode(companyResource, 'list')),
    records: { id: companyResource.key },
    query: z.object({ id: z.string().min(1, '缺少参数：id').max(32) }),
    response: z.object({
      id: z.string(),
      companyName: z.string(),
      /** 0 待审核, 1 已通过, 2 已驳回 (the dictionary company_audit_status). */
      approvalStatus: z.string(),
      approvalStatus_dictText: z.string(),
      auditReason: z.string().nullable(),
      auditTime: z.string().nullable(),
    }),
  },
});
