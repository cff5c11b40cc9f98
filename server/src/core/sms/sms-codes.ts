import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  SLIDER_EXPIRED_MESSAGE,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MINUTES,
} from '@vets/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../db/clock.js';
import type { Db, DialectName } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { SliderTickets } from '../auth/slider-ticket.js';
import { badRequest } from '../errors.js';
import { checkSmsLimits } from './sms-limits.js';
import type { SmsProvider, SmsPurpose } from './sms-provider.js';

export const SMS_CODE_MESSAGES = {
  sent: `验证码已发送，${SMS_CODE_TTL_MINUTES}分钟内有效`,
  invalid: '验证码错误或已过期',
  tooManyAttempts: '验证码错误次数过多，请重新获取',
} as const;

export interface SmsCodeOptions {
  db: Db;
  dialect: DialectName;
  clock: Clock;
  provider: SmsProvider;
  /** The HMAC key of the stored codes (see core/secrets.ts). */
  secret: Buffer;
  globalPerMinute: number;
  /** The slider's tickets: every send spends one. */
  tickets: SliderTickets;
  /** Where a provider's refusal is logged (it is never shown to the caller). */
  logError(details: Record<string, unknown>, message: string): void;
}

/**
 * SMS verification codes: six random digits, stored only as an HMAC, valid five minutes, one
 * use, five tries; the latest code of a phone and purpose replaces the earlier ones. Every send,
 * whichever route asks for it, spends a slider ticket of the asking client and counts toward the
 * phone's and the client's budgets.
 */
export class SmsCodes {
  constructor(private readonly o: SmsCodeOptions) {}

  /** A slider ticket for the client, to send with the request it guards. */
  ticketFor(ip: string): string {
    return this.o.tickets.issue(ip);
  }

  private mac(phone: string, purpose: SmsPurpose, code: string): Buffer {
    return createHmac('sha256', this.o.secret).update(`${phone}:${purpose}:${code}`).digest();
  }

  /**
   * Records a code for the phone and, when `deliver`, sends it. A phone that may not have one
   * (no account to sign in to) is recorded but not sent to, and the caller answers the same.
   * Throws a 400 without a good slider ticket (nothing is recorded), a 429 or 503 when a limit
   * refuses the send.
   */
  async issue(req: {
    phone: string;
    purpose: SmsPurpose;
    ip: string;
    ticket: string;
    deliver: boolean;
  }): Promise<void> {
    if (!this.o.tickets.redeem(req.ticket, req.ip)) throw badRequest(SLIDER_EXPIRED_MESSAGE);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.o.db.transaction().execute(async (trx) => {
      // One phone's sends one after another, so that parallel requests cannot pass a limit.
      if (this.o.dialect === 'postgres')
        await sql`select pg_advisory_xact_lock(hashtext(${`sms:${req.phone}`}))`.execute(trx);
      const now = this.o.clock.now();
      await checkSmsLimits(trx, {
        phone: req.phone,
        ip: req.ip,
        now,
        globalPerMinute: this.o.globalPerMinute,
      });
      await trx
        .insertInto('sysSmsCode')
        .values({
          id: newId(),
          phone: req.phone,
          purpose: req.purpose,
          codeHmac: this.mac(req.phone, req.purpose, code).toString('hex'),
          ip: req.ip,
          delivered: req.deliver ? 'Y' : 'N',
          createdAt: now,
          expiresAt: now + SMS_CODE_TTL_MINUTES * 60_000,
          attempts: 0,
          usedAt: null,
        })
        .execute();
    });
    // Sent in the background: a phone without an account answers as fast as one with, and a
    // provider's failure is logged (the person asks again after a minute).
    if (req.deliver) void this.deliver(req.phone, req.purpose, code);
  }

  private async deliver(phone: string, purpose: SmsPurpose, code: string): Promise<void> {
    try {
      await this.o.provider.send({ phone, purpose, code, validMinutes: SMS_CODE_TTL_MINUTES });
    } catch (error) {
      this.o.logError({ provider: this.o.provider.name, err: error, purpose }, 'sms send failed');
    }
  }

  /** Uses up the phone's latest code for the purpose if `code` is it; otherwise throws a 400. */
  async consume(phone: string, purpose: SmsPurpose, code: string): Promise<void> {
    const db = this.o.db;
    const now = this.o.clock.now();
    const latest = await db
      .selectFrom('sysSmsCode')
      .select(['id', 'codeHmac', 'expiresAt', 'usedAt', 'delivered'])
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (latest?.delivered !== 'Y' || latest.usedAt !== null || latest.expiresAt <= now)
      throw badRequest(SMS_CODE_MESSAGES.invalid);
    // Each try is counted before the comparison, in one statement: parallel guesses share five.
    const claimed = await db
      .updateTable('sysSmsCode')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .where('attempts', '<', SMS_CODE_MAX_ATTEMPTS)
      .where('usedAt', 'is', null)
      .returning('attempts')
      .executeTakeFirst();
    if (!claimed) throw badRequest(SMS_CODE_MESSAGES.tooManyAttempts);
    const given = /^\d{6}$/.test(code) ? this.mac(phone, purpose, code) : Buffer.alloc(32);
    if (!timingSafeEqual(given, Buffer.from(latest.codeHmac, 'hex')))
      throw badRequest(
        claimed.attempts >= SMS_CODE_MAX_ATTEMPTS
          ? SMS_CODE_MESSAGES.tooManyAttempts
          : SMS_CODE_MESSAGES.invalid,
      );
    const used = await db
      .updateTable('sysSmsCode')
      .set({ usedAt: now })
      .where('id', '=', latest.id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) === 0) throw badRequest(SMS_CODE_MESSAGES.invalid);
  }
}
