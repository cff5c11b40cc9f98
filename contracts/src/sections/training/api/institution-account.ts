import { z } from 'zod';
import { mobileField } from '../../../vocabulary/index.js';
import { newPasswordFields } from '../../identity/index.js';

export const INSTITUTION_ACCOUNT_MESSAGES = {
  opened: '账号已开通，机构人员可从“企业 / 培训机构登录”用手机号和密码登录',
  phoneTaken: '该手机号已是其他账号的登录名或绑定手机，请更换',
} as const;

/**
 * 开通账号 on a training institution: an educationUser account for one of its staff, signing in
 * with the phone (its username is generated, never the phone).
 */
export const institutionAccountInput = z.object({
  realname: z.string('请输入姓名').trim().min(2, '请输入姓名').max(30, '姓名最多30字'),
  mobile: mobileField,
  ...newPasswordFields,
});
