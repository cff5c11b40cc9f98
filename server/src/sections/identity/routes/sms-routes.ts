import { SMS_MODES, smsApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { SMS_CODE_MESSAGES } from '../../../core/sms/sms-codes.js';
import type { SmsPurpose } from '../../../core/sms/sms-provider.js';
import { activeAccountsWithPhone } from '../services/phone-accounts.js';

const PURPOSES: Record<string, SmsPurpose> = {
  [SMS_MODES.login]: 'login',
  [SMS_MODES.register]: 'register',
  [SMS_MODES.forgot]: 'forgot',
  [SMS_MODES.portal]: 'login',
  [SMS_MODES.changePhone]: 'changePhone',
};

/**
 * 短信验证码: a slider ticket, then the code. The answer never tells whether the phone has an
 * account: a code to sign in or recover goes out only to a phone that has one; a code to
 * register, or for a veteran's portal sign-in (which opens the account), goes to any phone.
 */
export const smsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, smsApi.ticket, async (request) => ok({ ticket: ctx.smsCodes.ticketFor(request.ip) }));

  serve(app, smsApi.send, async (request) => {
    const { mobile, smsmode, ticket } = request.body;
    const purpose = PURPOSES[smsmode]!;
    const anyPhone = smsmode === SMS_MODES.register || smsmode === SMS_MODES.portal;
    const deliver = anyPhone || (await activeAccountsWithPhone(ctx.db, mobile)).length > 0;
    await ctx.smsCodes.issue({ phone: mobile, purpose, ip: request.ip, ticket, deliver });
    return ok(null, SMS_CODE_MESSAGES.sent);
  });
};
