import {
  maskValue,
  passwordApi,
  RECOVERY_MESSAGES,
  ROLE_COMPANY_USER,
  ROLE_EDUCATION_USER,
  recoveryApi,
} from '@vets/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { decryptZeroPadded } from '../../../core/auth/aes-zero-padding.js';
import { assertNewPassword } from '../../../core/auth/new-password.js';
import { hashPassword } from '../../../core/auth/passwords.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, forbidden } from '../../../core/errors.js';
import { SMS_CODE_MESSAGES } from '../../../core/sms/sms-codes.js';
import { writeLoginLog } from '../services/login-log.js';
import { PasswordLock } from '../services/password-lock.js';
import { activeAccountsWithPhone } from '../services/phone-accounts.js';

const ENTERPRISE_ROLES = [ROLE_COMPANY_USER, ROLE_EDUCATION_USER];
const PASSWORD_CHANGED = '密码修改成功，请重新登录！';
/** A wrong old password, and (the same answer) any old password while the account is locked. */
const OLD_PASSWORD_WRONG = '旧密码输入错误';

type Body = z.infer<typeof passwordApi.updateUserPassWord.body>;

async function isEnterpriseUser(ctx: AppContext, userId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('sysUserRole as ur')
    .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .select('r.id')
    .where('ur.userId', '=', userId)
    .where('r.roleCode', 'in', ENTERPRISE_ROLES)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Checks the old password (counted toward the account's sign-in lock, like a sign-in) and stores
 * the caller's new one; every session of the user ends.
 */
async function changeOwnPassword(ctx: AppContext, request: FastifyRequest, plain: Body) {
  const auth = requireAuth(request);
  if (plain.username !== auth.username) throw forbidden('只能修改自己的密码');
  assertNewPassword(plain.newPassword, plain.confirmpassword);
  const account = await ctx.db
    .selectFrom('sysUser')
    .select(['id', 'passwordHash'])
    .where('id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  const who = `用户名: ${maskValue('account', auth.username)}`;
  await new PasswordLock(ctx.db, ctx.clock).check({
    account,
    password: plain.oldPassword,
    who,
    purpose: '修改密码',
    refusal: OLD_PASSWORD_WRONG,
    log: (event, content) =>
      writeLoginLog(ctx.db, ctx.clock, {
        event,
        content: `${content}（修改密码）`,
        userId: auth.userId,
        username: maskValue('account', auth.username),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  });
  await setPassword(ctx, auth.userId, plain.newPassword);
  return ok(null, PASSWORD_CHANGED);
}

/** A new password for `userId`: stored, every session ended, any login lock lifted. */
async function setPassword(ctx: AppContext, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sysUser')
      .set({ passwordHash, loginFailCount: 0, lockedUntil: null, updateTime: ctx.clock.nowText() })
      .where('id', '=', userId)
      .execute();
    await ctx.sessions.revokeAllForUser(userId, Date.now(), trx);
  });
}

/**
 * The header's 修改密码. Back-office users send the passwords AES-encrypted with their session's
 * key and iv (`/sys/getEncryptedString`); company and education users use the company endpoint
 * with plain values. Each path is refused to the other kind of user.
 */
export const passwordRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, passwordApi.updateUserPassWord, async (request) => {
    const auth = requireAuth(request);
    if (await isEnterpriseUser(ctx, auth.userId)) throw forbidden('企业用户请通过企业接口修改密码');
    const decrypt = (value: string) => {
      const plain = decryptZeroPadded(value, auth.aesKey, auth.aesIv);
      if (plain === null) throw badRequest('密码数据无法解密，请刷新页面后重试');
      return plain;
    };
    const b = request.body;
    return changeOwnPassword(ctx, request, {
      username: b.username,
      oldPassword: decrypt(b.oldPassword),
      newPassword: decrypt(b.newPassword),
      confirmpassword: decrypt(b.confirmpassword),
    });
  });

  // The spec names the company path twice: POST updatePassword, and PUT changePassword.
  for (const endpoint of [passwordApi.companyUpdatePassword, passwordApi.companyChangePassword]) {
    serve(app, endpoint, async (request) => {
      if (!(await isEnterpriseUser(ctx, requireAuth(request).userId))) {
        throw forbidden('仅企业和教育机构用户可使用该接口');
      }
      return changeOwnPassword(ctx, request, request.body);
    });
  }

  // 找回密码: the code is checked before anything about the phone is looked up, so an unknown
  // phone answers as a wrong code does (no code is ever sent to it).
  serve(app, recoveryApi.resetByPhone, async (request) => {
    const b = request.body;
    assertNewPassword(b.password, b.confirmpassword);
    await ctx.smsCodes.consume(b.mobile, 'forgot', b.captcha);
    const ids = await activeAccountsWithPhone(ctx.db, b.mobile);
    if (ids.length > 1) throw badRequest(RECOVERY_MESSAGES.shared);
    if (!ids[0]) throw badRequest(SMS_CODE_MESSAGES.invalid);
    await setPassword(ctx, ids[0], b.password);
    return ok(null, RECOVERY_MESSAGES.done);
  });
};
