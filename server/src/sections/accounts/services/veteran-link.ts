import {
  permissionCode,
  resumeResource,
  VETERAN_LINK_ATTEMPTS_PER_DAY,
  VETERAN_MESSAGES,
} from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/app-context.js';
import { badRequest, tooManyRequests } from '../../../core/errors.js';
import type { Actor } from '../../../core/resource/actor.js';
import { archivedPerson } from '../../archives/index.js';
import { claimResume, resumeFromArchive } from '../../recruitment/index.js';
import { accountsDb } from '../tables.js';

/**
 * A veteran links their portal account to their archive: name and ID number as staff recorded
 * them, and the account's own (verified) phone. Their resume comes from the archive, or is the
 * one staff already made, and becomes the account's. A wrong answer says nothing of which part
 * was wrong, and an account has a few tries a day.
 */
export async function linkArchive(
  ctx: AppContext,
  request: FastifyRequest,
  actor: Actor,
  who: { realName: string; idCard: string },
): Promise<string> {
  const adb = accountsDb(ctx.db);
  const day = ctx.clock.nowText().slice(0, 10);
  const attempts = await adb
    .selectFrom('accLinkAttempt')
    .select('failures')
    .where('userId', '=', actor.userId)
    .where('day', '=', day)
    .executeTakeFirst();
  if ((attempts?.failures ?? 0) >= VETERAN_LINK_ATTEMPTS_PER_DAY)
    throw tooManyRequests(VETERAN_MESSAGES.tooMany);
  const account = await adb
    .selectFrom('sysUser')
    .select('phone')
    .where('id', '=', actor.userId)
    .executeTakeFirstOrThrow();
  const person = account.phone
    ? await archivedPerson(ctx.db, { ...who, phone: account.phone })
    : undefined;
  if (!person) {
    await adb
      .insertInto('accLinkAttempt')
      .values({ userId: actor.userId, day, failures: 1 })
      .onConflict((oc) =>
        oc.columns(['userId', 'day']).doUpdateSet((eb) => ({
          failures: eb('accLinkAttempt.failures', '+', 1),
        })),
      )
      .execute();
    throw badRequest(VETERAN_MESSAGES.noMatch);
  }
  // The veteran may make their own resume from their own archive, which staff otherwise do.
  const maker: Actor = {
    ...actor,
    permissions: new Set([...actor.permissions, permissionCode(resumeResource, 'add')]),
  };
  const { id } = await resumeFromArchive(ctx, request, maker, person, { forSelf: true });
  await ctx.db.transaction().execute((trx) => claimResume(trx, id, actor.userId));
  return id;
}
