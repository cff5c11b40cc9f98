import { z } from 'zod';
import { defineEndpoints, OPEN } from '../../../api/endpoint.js';
import { newPasswordFields } from './password.js';
import { phoneCodeFields } from './sms.js';

export const RECOVERY_MESSAGES = {
  done: '密码已重置，请使用新密码登录',
  shared: '该手机号绑定了多个账号，请联系管理员重置密码',
} as const;

/** 找回密码 (/wjmm): a new password with the code sent to the account's phone. */
export const recoveryApi = defineEndpoints('找回密码', {
  resetByPhone: {
    method: 'POST',
    path: '/sys/user/forgotPassword',
    summary: '忘记密码：凭发送到绑定手机的验证码（smsmode 2）重设密码',
    description: '手机号未注册时与验证码错误的回答相同；重设后该账号的所有会话失效，登录锁定解除。',
    access: OPEN,
    body: z.object({ ...phoneCodeFields, ...newPasswordFields }),
    response: z.null(),
  },
});
