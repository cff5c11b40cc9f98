import {
  INSTITUTION_ACCOUNT_MESSAGES,
  institutionAccountInput,
  ROLE_EDUCATION_USER,
} from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import { assertNewPassword } from '../../../core/auth/new-password.js';
import { hashPassword } from '../../../core/auth/passwords.js';
import { badRequest } from '../../../core/errors.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { phoneInUse } from '../../identity/index.js';
import { createAccount, newAccountUsername } from '../../organisation/index.js';

/** 开通账号: an educationUser account of the institution, signing in by the phone. */
export function institutionHooks(ctx: AppContext): ResourceHooks {
  return {
    actions: {
      openAccount: {
        input: institutionAccountInput,
        async run({ rows, input }) {
          const institution = rows[0]!;
          const b = institutionAccountInput.parse(input);
          assertNewPassword(b.password, b.confirmpassword);
          const passwordHash = await hashPassword(b.password);
          await ctx.db.transaction().execute(async (trx) => {
            if (await phoneInUse(trx, b.mobile))
              throw badRequest(INSTITUTION_ACCOUNT_MESSAGES.phoneTaken);
            await createAccount(trx, ctx.clock, {
              username: await newAccountUsername(trx, 'jg'),
              realname: b.realname,
              orgCode: null,
              role: ROLE_EDUCATION_USER,
              phone: b.mobile,
              passwordHash,
              companyId: String(institution.id),
            });
          });
          return { message: INSTITUTION_ACCOUNT_MESSAGES.opened };
        },
      },
    },
  };
}
