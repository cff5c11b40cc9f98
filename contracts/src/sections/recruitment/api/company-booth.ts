import { z } from 'zod';
import { defineEndpoints, perm } from '../../../api/endpoint.js';

/** A company user's own booth applications (参会申请); staff keep the fair's booth pages. */
export const COMPANY_BOOTH_PERMISSION = 'recruitment:companyBooth:self';

export const COMPANY_BOOTH_MESSAGES = {
  applied: '展位申请已提交，请等待服务中心审核',
  withdrawn: '展位申请已撤回',
  noCompany: '当前账号未关联企业',
  fairClosed: '该招聘会不在报名期内，不能申请展位',
  positions: '请选择本企业已发布的岗位',
  notPending: '只能撤回待审核的申请',
} as const;

/** Positions a booth may bring: as many as the booth's field holds. */
export const BOOTH_POSITIONS_MAX = 50;

const access = perm(COMPANY_BOOTH_PERMISSION);
const id = z.string('缺少参数：id').min(1, '缺少参数：id').max(32, '参数id无效');

const booth = z.object({
  id: z.string(),
  status: z.string(),
  status_dictText: z.string(),
  boothNo: z.string().nullable(),
  auditReason: z.string().nullable(),
  positionTitles: z.array(z.string()),
});

export const companyBoothApi = defineEndpoints('企业参会申请', {
  fairs: {
    method: 'GET',
    path: '/company/booth/fairs',
    summary: '可申请展位的招聘会（已发布、未截止）及本企业在各招聘会的申请',
    access,
    response: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        fairType_dictText: z.string(),
        venue: z.string().nullable(),
        startTime: z.string(),
        endTime: z.string(),
        regDeadline: z.string().nullable(),
        open: z.boolean(),
        booth: booth.nullable(),
      }),
    ),
  },
  positions: {
    method: 'GET',
    path: '/company/booth/positions',
    summary: '本企业已发布的岗位，供选择参会岗位',
    access,
    response: z.array(z.object({ id: z.string(), title: z.string() })),
  },
  apply: {
    method: 'POST',
    path: '/company/booth/apply',
    summary: '申请展位：招聘会与本企业已发布的参会岗位',
    access,
    body: z.object({
      fairId: id,
      positionIds: z
        .array(id, COMPANY_BOOTH_MESSAGES.positions)
        .min(1, COMPANY_BOOTH_MESSAGES.positions)
        .max(BOOTH_POSITIONS_MAX, `参会岗位最多${BOOTH_POSITIONS_MAX}个`),
    }),
    response: z.object({ id: z.string() }),
  },
  withdraw: {
    method: 'POST',
    path: '/company/booth/withdraw',
    summary: '撤回本企业待审核的展位申请',
    access,
    body: z.object({ id }),
    response: z.null(),
  },
});
