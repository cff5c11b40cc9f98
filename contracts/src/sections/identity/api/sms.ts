import { z } from 'zod';
import { defineEndpoints, OPEN } from '../../../api/endpoint.js';
import { mobileField } from '../../../vocabulary/index.js';

/** JeecgBoot's smsmode: what a code is for. */
/**
 * JeecgBoot's 0 login, 1 register, 2 forgot password; and 3, a veteran's sign-in on the portal,
 * which makes the account on first use (so its code goes to any phone).
 */
export const SMS_MODES = {
  login: '0',
  register: '1',
  forgot: '2',
  portal: '3',
  /** The bound phone, first step of changing it (/user/alteration). */
  changePhone: '4',
} as const;

export type SmsMode = (typeof SMS_MODES)[keyof typeof SMS_MODES];

/** The phone and the code sent to it, as every form that uses a code sends them. */
export const phoneCodeFields = {
  mobile: mobileField,
  captcha: z.string('请输入验证码').trim().min(1, '请输入验证码').max(10, '验证码错误'),
};

export const SLIDER_TICKET_MESSAGE = '请先拖动滑块完成验证';
/** The ticket was refused (too quick, too old, used, another client): the slider again. */
export const SLIDER_EXPIRED_MESSAGE = '滑块验证已失效，请重新拖动滑块';

/** The slider's ticket (/sys/sms/ticket), good once. */
export const sliderTicketField = z
  .string(SLIDER_TICKET_MESSAGE)
  .min(1, SLIDER_TICKET_MESSAGE)
  .max(200);

/**
 * What every request that sends a code carries: the phone and a slider ticket. A route whose
 * body has these is an SMS-sending route (the server's tests walk them by this mark).
 */
export const smsSendFields = { mobile: mobileField, ticket: sliderTicketField };

/** 短信验证码: the slider's ticket, then the code. */
export const smsApi = defineEndpoints('短信验证码', {
  ticket: {
    method: 'POST',
    path: '/sys/sms/ticket',
    summary: '滑块验证开始时领取发送凭证（须在完成滑块后随发送请求提交）',
    access: OPEN,
    response: z.object({ ticket: z.string() }),
  },
  send: {
    method: 'POST',
    path: '/sys/sms',
    summary: '发送短信验证码：smsmode 0 登录，1 注册，2 忘记密码',
    description:
      '无论手机号是否已注册，回答都相同；只有可登录或可找回的账号才会真正收到登录、找回密码的验证码。',
    access: OPEN,
    body: z.object({
      ...smsSendFields,
      smsmode: z.enum(Object.values(SMS_MODES), '短信类型无效'),
    }),
    response: z.null(),
  },
});
