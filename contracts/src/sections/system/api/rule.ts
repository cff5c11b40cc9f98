import { z } from 'zod';
import { defineEndpoints, SESSION } from '../../../api/endpoint.js';

/** 校验: checkByCode (校验规则) and the fill-rule registry (填值规则). */
export const ruleApi = defineEndpoints('校验', {
  checkByCode: {
    method: 'GET',
    path: '/sys/checkRule/checkByCode',
    summary: '按规则编码校验一个值',
    access: SESSION,
    query: z.object({
      ruleCode: z.string().min(1, '缺少参数：ruleCode').max(100),
      value: z.string().max(1000).default(''),
    }),
    /** A value the rule refuses answers 400 with the rule's message. */
    response: z.null(),
  },
  executeRuleByCode: {
    method: 'GET',
    path: '/sys/fillRule/executeRuleByCode/:ruleCode',
    summary: '按填值规则生成编码（仅内置规则）',
    access: SESSION,
    params: z.object({ ruleCode: z.string().max(100) }),
    /** The rule's declared parameters (e.g. `pid`); others are ignored. */
    query: z.record(z.string(), z.string().max(200)),
    /** The generated code. */
    response: z.string(),
  },
});
