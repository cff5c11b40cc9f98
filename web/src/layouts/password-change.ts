import {
  passwordApi,
  ROLE_COMPANY_USER,
  ROLE_EDUCATION_USER,
  type UserInfo,
} from '@vets/contracts';
import { call } from '../api/call';
import { encryptedString } from '../api/system';
import { encryptZeroPadded } from '../utils/aes-zero-padding';

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmpassword: string;
}

/** Company and education users change their password through the company endpoint, in plain. */
export const usesCompanyEndpoint = (user: UserInfo | null) =>
  Boolean(user?.roleCodes.some((r) => r === ROLE_COMPANY_USER || r === ROLE_EDUCATION_USER));

/**
 * Sends the change for `user`: others encrypt the three values with the session's key and iv.
 * Resolves to the server's message.
 */
export async function submitPasswordChange(user: UserInfo, form: PasswordForm): Promise<string> {
  if (usesCompanyEndpoint(user)) {
    const res = await call(passwordApi.companyUpdatePassword, {
      body: { username: user.username, ...form },
    });
    return res.message;
  }
  const material = await encryptedString();
  if (!material) throw new Error('无法获取加密密钥，请稍后重试');
  const enc = (text: string) => encryptZeroPadded(text, material.key, material.iv);
  const res = await call(passwordApi.updateUserPassWord, {
    body: {
      username: user.username,
      oldPassword: await enc(form.oldPassword),
      newPassword: await enc(form.newPassword),
      confirmpassword: await enc(form.confirmpassword),
    },
  });
  return res.message;
}
