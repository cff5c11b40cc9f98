import { z } from 'zod';
import { defineEndpoints, SESSION } from '../../../api/endpoint.js';

/** 校验: whether a value of a unique field is still free (a taken value answers 409). */
export const duplicateCheckApi = defineEndpoints('校验', {
  check: {
    method: 'GET',
    path: '/sys/duplicate/check',
    summary: '重复值校验',
    access: SESSION,
    query: z.object({
      tableName: z.string().max(64).describe('表名'),
      fieldName: z.string().max(64).describe('字段名'),
      fieldVal: z.string().max(500).optional().describe('字段值'),
      dataId: z.string().max(32).optional().describe('数据ID'),
      conditionName: z.string().max(64).optional().describe('条件字段'),
      conditionVal: z.string().max(500).optional().describe('条件值'),
    }),
    response: z.null(),
  },
});
