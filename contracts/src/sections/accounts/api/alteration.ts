import { z } from 'zod';
import { defineEndpoints, OPEN } from '../../../api/endpoint.js';
import { phoneCodeFields, smsSendFields } from '../../identity/index.js';

export const ALTERATION_MESSAGES = {
  verified: '原手机号验证通过',
  expired: '验证已过期，请从第一步重新验证原手机号',
  samePhone: '新手机号不能与原手机号相同',
  phoneTaken: '该手机号已绑定其他账号，请更换',
  sent: '验证码已发送到新手机号，5分钟内有效',
  done: '手机号修改成功，登录账号和密码不变，今后请使用新手机号接收验证码',
  shared: '该手机号绑定了多个账号，请联系管理员修改',
} as const;

/** How long the old phone's verification lets the person finish the wizard. */
export const ALTERATION_TICKET_MINUTES = 15;

const alteration = z.string('请先验证原手机号').min(1, '请先验证原手机号').max(300);

/**
 * 修改手机号 (/user/alteration): verify the old phone with a code (smsmode 4), name the new
 * one and receive a code on it, confirm with that code. Open: whoever holds the old phone may.
 */
export const alterationApi = defineEndpoints('修改手机号', {
  verifyOld: {
    method: 'POST',
    path: '/accounts/alteration/verifyOld',
    summary: '第一步：原手机号与验证码（smsmode 4），答复本次修改的凭据',
    access: OPEN,
    body: z.object(phoneCodeFields),
    response: z.object({ alteration: z.string(), username: z.string() }),
  },
  sendNew: {
    method: 'POST',
    path: '/accounts/alteration/sendNew',
    summary: '第二步：向新手机号发送验证码（须持第一步的凭据与滑块凭证）',
    description:
      '无论新手机号是否已绑定其他账号，回答都相同；已绑定时在第三步核对验证码之后才告知。',
    access: OPEN,
    body: z.object({ ...smsSendFields, alteration }),
    response: z.null(),
  },
  confirm: {
    method: 'POST',
    path: '/accounts/alteration/confirm',
    summary: '第三步：新手机号的验证码，确认修改（验证码正确后才告知新手机号已绑定其他账号）',
    access: OPEN,
    body: z.object({ ...phoneCodeFields, alteration }),
    response: z.null(),
  },
});
