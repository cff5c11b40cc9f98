import {
  companyClaimStatus,
  REGISTER_MESSAGES,
  ROLE_COMPANY_USER,
  type registerApi,
} from '@vets/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { assertNewPassword } from '../../../core/auth/new-password.js';
import { hashPassword } from '../../../core/auth/passwords.js';
import { badRequest } from '../../../core/errors.js';
import { newId } from '../../../db/ids.js';
import { phoneInUse } from '../../identity/index.js';
import { createAccount, newAccountUsername, type RegionOffices } from '../../organisation/index.js';
import { addRegisteredCompany } from '../../recruitment/index.js';
import { accountsDb } from '../tables.js';

type Registration = z.output<typeof registerApi.register.body>;

/**
 * A company registers itself: the code sent to the phone, then the account (it signs in by the
 * phone; its username is generated, never the phone) and the company, 待审核, in one transaction. A company of that name or credit code
 * already on record is not revealed: the account is made without it and a claim recorded.
 */
export async function registerCompany(
  ctx: AppContext,
  offices: RegionOffices,
  b: Registration,
): Promise<void> {
  assertNewPassword(b.password, b.confirmpassword);
  const region = await ctx.db
    .selectFrom('sysArea')
    .select('code')
    .where('code', '=', b.regionCode)
    .executeTakeFirst();
  if (!region) throw badRequest('请选择所在地区');
  await ctx.smsCodes.consume(b.mobile, 'register', b.captcha);
  const passwordHash = await hashPassword(b.password);
  const sysOrgCode = (await offices.officeOf(b.regionCode)) ?? null;
  const now = ctx.clock.nowText();
  await ctx.db.transaction().execute(async (trx) => {
    if (await phoneInUse(trx, b.mobile)) throw badRequest(REGISTER_MESSAGES.phoneTaken);
    const username = await newAccountUsername(trx, 'qy');
    const companyId = await addRegisteredCompany(
      trx,
      {
        companyName: b.companyName,
        creditCode: b.creditCode,
        regionCode: b.regionCode,
        contactName: b.contactName,
        contactPhone: b.mobile,
        sysOrgCode,
      },
      { username, now },
    );
    const userId = await createAccount(trx, ctx.clock, {
      username,
      realname: b.contactName,
      orgCode: null,
      role: ROLE_COMPANY_USER,
      phone: b.mobile,
      passwordHash,
      companyId,
    });
    if (companyId) return;
    await accountsDb(trx)
      .insertInto('accCompanyClaim')
      .values({
        id: newId(),
        userId,
        companyName: b.companyName,
        creditCode: b.creditCode,
        regionCode: b.regionCode,
        contactName: b.contactName,
        phone: b.mobile,
        status: companyClaimStatus.values.pending,
        companyId: null,
        sysOrgCode,
        createBy: username,
        createTime: now,
        updateBy: null,
        updateTime: null,
      })
      .execute();
  });
}
