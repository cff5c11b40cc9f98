import { z } from 'zod';
import { defineEndpoints, OPEN, perm } from '../../../api/endpoint.js';
import { SITE_PERMISSIONS } from '../permissions.js';

const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label}最多${max}个字`).default('');

/** 门户站点信息: what a government site's footer states, kept by administrators. */
export const siteInfoSchema = z.object({
  hostOrganization: z
    .string({ message: '请输入主办单位' })
    .trim()
    .min(1, '请输入主办单位')
    .max(60, '主办单位最多60个字'),
  undertaker: text('承办单位', 60),
  address: text('地址', 100),
  postcode: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, '邮政编码应为6位数字')
    .default(''),
  hotline: text('服务热线', 40),
  serviceHours: text('服务时间', 60),
  email: z
    .union([z.literal(''), z.string().trim().email('电子邮箱格式不正确').max(60)])
    .default(''),
  /** ICP 备案号, e.g. 冀ICP备12345678号-1. */
  icpNumber: text('ICP备案号', 40),
  /** 公安机关备案号, e.g. 冀公网安备13010202000001号. */
  policeNumber: text('公安备案号', 40),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const siteInfoApi = defineEndpoints('门户', {
  get: {
    method: 'GET',
    path: '/portal/site/info',
    summary: '门户站点信息（页脚：主办单位、地址、热线、备案号）',
    access: OPEN,
    response: siteInfoSchema,
  },
  save: {
    method: 'PUT',
    path: '/sys/siteInfo/save',
    summary: '保存门户站点信息',
    access: perm(SITE_PERMISSIONS.siteEdit),
    body: siteInfoSchema,
    response: siteInfoSchema,
  },
});
