import { z } from 'zod';
import { defineEndpoints, pageOf, perm } from '../../../api/endpoint.js';
import { permissionCode } from '../../../resource/resource-types.js';
import { resumeResource } from '../resources/resume.js';

/**
 * A resource record as the engine presents it (`<field>_dictText` beside coded fields, sensitive
 * ones masked). TODO: the resource's own record schema once the engine derives one.
 */
const resourceRecord = z.record(z.string(), z.unknown());
const rowsSchema = z.array(z.record(z.string(), z.unknown())).max(50, '每类经历最多50条');

/** 简历: search, and its three sub-tables (education, work, skills) read and saved together. */
export const resumeApi = defineEndpoints('简历', {
  search: {
    method: 'GET',
    path: '/recruitment/resume/search',
    summary: '简历搜索：中文全文（姓名、专业、技能、经历、自我评价）加筛选，仅公开简历',
    access: perm(permissionCode(resumeResource, 'list')),
    query: z.object({
      keyword: z.string().max(50, '关键词最多50个字').optional(),
      education: z.string().max(4).optional(),
      regionCode: z
        .string()
        .regex(/^\d{6}$/, '地区编码应为6位数字')
        .optional(),
      militaryBranch: z.string().max(4).optional(),
      categoryId: z.string().max(32).optional(),
      pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
    response: pageOf(resourceRecord),
  },
  history: {
    method: 'GET',
    path: '/recruitment/resume/history',
    summary: '简历的教育经历、工作经历与技能证书',
    access: perm(permissionCode(resumeResource, 'list')),
    records: { resumeId: resumeResource.key },
    query: z.object({ resumeId: z.string().min(1, '缺少参数：resumeId').max(32) }),
    response: z.object({
      education: z.array(resourceRecord),
      work: z.array(resourceRecord),
      skill: z.array(resourceRecord),
    }),
  },
  saveHistory: {
    method: 'PUT',
    path: '/recruitment/resume/history',
    summary: '一次保存简历的三类经历（整体替换，全部成功或全部不变）',
    access: perm(permissionCode(resumeResource, 'edit')),
    records: { resumeId: resumeResource.key },
    body: z.object({
      resumeId: z.string().min(1, '缺少参数：resumeId').max(32),
      education: rowsSchema,
      work: rowsSchema,
      skill: rowsSchema,
    }),
    response: z.null(),
  },
});
