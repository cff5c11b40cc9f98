import { z } from 'zod';
import { defineEndpoints, SESSION } from '../../../api/endpoint.js';
import { PASSWORD_MESSAGES } from '../../../validation-rules.js';

const body = z.object({
  username: z.string().min(1, PASSWORD_MESSAGES.noUser).max(32),
  oldPassword: z.string().min(1, PASSWORD_MESSAGES.oldRequired).max(200),
  newPassword: z.string().min(1, PASSWORD_MESSAGES.newPattern).max(200),
  confirmpassword: z.string().min(1, PASSWORD_MESSAGES.confirmRequired).max(200),
});

/** A new password and its confirmation (checked against the rules by the route). */
export const newPasswordFields = {
  password: z.string(PASSWORD_MESSAGES.newPattern).min(1, PASSWORD_MESSAGES.newPattern).max(200),
  confirmpassword: z
    .string(PASSWORD_MESSAGES.confirmRequired)
    .min(1, PASSWORD_MESSAGES.confirmRequired)
    .max(200),
};

const companySummary = '企业、教育机构用户修改本人密码';

/**
 * 密码: the header's 修改密码. Back-office users send the passwords AES-encrypted with their
 * session's key and iv; company and education users use the company paths with plain values.
 */
export const passwordApi = defineEndpoints('密码', {
  updateUserPassWord: {
    method: 'POST',
    path: '/norm/updateUserPassWord',
    summary: '修改本人密码（旧密码、新密码、确认密码均以会话密钥 AES 加密）',
    access: SESSION,
    body,
    response: z.null(),
  },
  // The spec names the company path twice: POST updatePassword, and PUT changePassword.
  companyUpdatePassword: {
    method: 'POST',
    path: '/company/companyUser/updatePassword',
    summary: companySummary,
    access: SESSION,
    body,
    response: z.null(),
  },
  companyChangePassword: {
    method: 'PUT',
    path: '/company/companyUser/changePassword',
    summary: companySummary,
    access: SESSION,
    body,
    response: z.null(),
  },
});
