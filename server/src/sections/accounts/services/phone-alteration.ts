import { createHmac, timingSafeEqual } from 'node:crypto';
import { ALTERATION_MESSAGES, ALTERATION_TICKET_MINUTES } from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import { badRequest } from '../../../core/errors.js';
import { serverSecret } from '../../../core/secrets.js';
import { activeAccountsWithPhone } from '../../identity/index.js';

export interface AlterationHolder {
  userId: string;
  /** The phone verified in the first step: the change applies only while the account has it. */
  oldPhone: string;
}

/**
 * The proof, between the wizard's steps, that the old phone was verified: the account and the
 * phone signed by the server with an expiry. It needs no storage and is spent by the change
 * itself, since the account no longer has the old phone afterwards.
 */
export class PhoneAlteration {
  private readonly secret: Buffer;

  constructor(private readonly ctx: AppContext) {
    this.secret = serverSecret(ctx.config.dataDir, 'phone-alteration.key');
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(`alteration:${body}`).digest('base64url');
  }

  issue(holder: AlterationHolder): string {
    const until = this.ctx.clock.now() + ALTERATION_TICKET_MINUTES * 60_000;
    const body = `${holder.userId}.${holder.oldPhone}.${until}`;
    return `${body}.${this.mac(body)}`;
  }

  /** The holder of a good ticket whose account still has the old phone; a 400 otherwise. */
  async read(ticket: string): Promise<AlterationHolder> {
    const parts = ticket.split('.');
    const [userId, oldPhone, untilText, mac] = parts;
    const body = parts.slice(0, 3).join('.');
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac ?? '');
    const until = Number(untilText);
    const good =
      parts.length === 4 &&
      given.length === expected.length &&
      timingSafeEqual(given, expected) &&
      until > this.ctx.clock.now();
    if (!good || !userId || !oldPhone) throw badRequest(ALTERATION_MESSAGES.expired);
    const holders = await activeAccountsWithPhone(this.ctx.db, oldPhone);
    if (!holders.includes(userId)) throw badRequest(ALTERATION_MESSAGES.expired);
    return { userId, oldPhone };
  }

  /** A new phone must differ from the old one (which the holder has proved to hold). */
  assertNew(holder: AlterationHolder, phone: string): void {
    if (phone === holder.oldPhone) throw badRequest(ALTERATION_MESSAGES.samePhone);
  }

  /** A new phone must belong to no other active account; asked only once its code is right. */
  async assertFree(phone: string): Promise<void> {
    if ((await activeAccountsWithPhone(this.ctx.db, phone)).length > 0)
      throw badRequest(ALTERATION_MESSAGES.phoneTaken);
  }
}
