import { z } from 'zod';
import { defineEndpoints, OPEN } from '../../../api/endpoint.js';
import { FORM_PATTERNS } from '../../../resource/form-rules.js';
import { newPasswordFields, phoneCodeFields } from '../../identity/index.js';

export const REGISTER_MESSAGES = {
  done: '注册成功，企业信息已提交服务中心审核，审核通过后即可发布岗位',
  phoneTaken: '该手机号已注册，请直接登录；忘记密码可通过“忘记密码”找回',
} as const;

const creditCode = FORM_PATTERNS.creditCode;

/** 企业注册 (/zhuce): the phone and its code, a password, then the company. */
export const registerApi = defineEndpoints('企业注册', {
  register: {
    method: 'POST',
    path: '/company/register',
    summary: '企业用户注册：手机号与验证码（smsmode 1）、密码、企业名称与统一社会信用代码',
    description:
      '账号以手机号登录（用户名由系统生成，不是手机号）。企业进入待审核；名称或信用代码已有企业时回答相同，由服务中心核实后关联。',
    access: OPEN,
    body: z.object({
      ...phoneCodeFields,
      ...newPasswordFields,
      companyName: z
        .string('请输入企业名称')
        .trim()
        .min(2, '请输入企业名称')
        .max(100, '企业名称最多100字'),
      creditCode: z
        .string(creditCode.message)
        .trim()
        .toUpperCase()
        .regex(creditCode.pattern, creditCode.message)
        .refine(creditCode.check, creditCode.message),
      regionCode: z.string('请选择所在地区').regex(/^\d{6}$/, '请选择所在地区'),
      contactName: z.string('请输入联系人').trim().min(2, '请输入联系人').max(30, '联系人最多30字'),
    }),
    response: z.null(),
  },
});
