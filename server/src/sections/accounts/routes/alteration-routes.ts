import { ALTERATION_MESSAGES, alterationApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { badRequest } from '../../../core/errors.js';
import { SMS_CODE_MESSAGES } from '../../../core/sms/sms-codes.js';
import { activeAccountsWithPhone } from '../../identity/index.js';
import { PhoneAlteration } from '../services/phone-alteration.js';

/**
 * 修改手机号, the 4-step wizard of /user/alteration. The old phone's code is checked before
 * anything about the phone is looked up, so an unknown phone answers as a wrong code does.
 */
export const alterationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const alterations = new PhoneAlteration(ctx);

  serve(app, alterationApi.verifyOld, async (request) => {
    const { mobile, captcha } = request.body;
    await ctx.smsCodes.consume(mobile, 'changePhone', captcha);
    const ids = await activeAccountsWithPhone(ctx.db, mobile);
    if (ids.length > 1) throw badRequest(ALTERATION_MESSAGES.shared);
    if (!ids[0]) throw badRequest(SMS_CODE_MESSAGES.invalid);
    const user = await ctx.db
      .selectFrom('sysUser')
      .select('username')
      .where('id', '=', ids[0])
      .executeTakeFirstOrThrow();
    const alteration = alterations.issue({ userId: ids[0], oldPhone: mobile });
    return ok({ alteration, username: user.username }, ALTERATION_MESSAGES.verified);
  });

  // Whether another account has the new phone is told only to whoever proves they hold it
  // (confirm, after its code): a send answers the same for any phone.
  serve(app, alterationApi.sendNew, async (request) => {
    const { mobile, alteration, ticket } = request.body;
    const holder = await alterations.read(alteration);
    alterations.assertNew(holder, mobile);
    await ctx.smsCodes.issue({
      phone: mobile,
      purpose: 'changePhone',
      ip: request.ip,
      ticket,
      deliver: true,
    });
    return ok(null, ALTERATION_MESSAGES.sent);
  });

  serve(app, alterationApi.confirm, async (request) => {
    const { mobile, captcha, alteration } = request.body;
    const holder = await alterations.read(alteration);
    alterations.assertNew(holder, mobile);
    await ctx.smsCodes.consume(mobile, 'changePhone', captcha);
    await alterations.assertFree(mobile);
    const changed = await ctx.db
      .updateTable('sysUser')
      .set({ phone: mobile, updateTime: ctx.clock.nowText() })
      .where('id', '=', holder.userId)
      .where('phone', '=', holder.oldPhone)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw badRequest(ALTERATION_MESSAGES.expired);
    return ok(null, ALTERATION_MESSAGES.done);
  });
};
