import { hashToken, newToken } from '../../../core/auth/tokens.js';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { identityDb } from '../tables.js';
import type { OidcIdentity } from './oidc-client.js';

/** A bound identity's login token: the web page redeems it at once. */
export const THIRD_LOGIN_TOKEN_TTL_MS = 60_000;
/** An unbound identity's bind ticket: time to sign in with the account to bind. */
export const THIRD_BIND_TICKET_TTL_MS = 10 * 60_000;

/** The identity a bind ticket stands for. */
export type PendingIdentity = Pick<OidcIdentity, 'issuer' | 'subject' | 'name'>;

/**
 * What the callback hands the browser, stored as hashes: one-time login tokens for bound
 * identities, and bind tickets for identities bound to no account yet.
 */
export class ThirdLoginTickets {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  issueLogin(userId: string): Promise<string> {
    return this.issue('login', THIRD_LOGIN_TOKEN_TTL_MS, { userId });
  }

  issueBind(identity: PendingIdentity): Promise<string> {
    return this.issue('bind', THIRD_BIND_TICKET_TTL_MS, {
      issuer: identity.issuer,
      subject: identity.subject,
      thirdName: identity.name,
    });
  }

  /** The account of a login token, which is used up; null if unknown, used or expired. */
  async takeLogin(token: string): Promise<string | null> {
    const row = await identityDb(this.db)
      .deleteFrom('sysThirdLoginTicket')
      .where('id', '=', hashToken(token))
      .where('purpose', '=', 'login')
      .where('expiresAt', '>', this.clock.now())
      .returning('userId')
      .executeTakeFirst();
    return row?.userId ?? null;
  }

  /** The identity of a live bind ticket, leaving it in place (a mistyped password may retry). */
  async peekBind(ticket: string): Promise<PendingIdentity | null> {
    const row = await identityDb(this.db)
      .selectFrom('sysThirdLoginTicket')
      .select(['issuer', 'subject', 'thirdName'])
      .where('id', '=', hashToken(ticket))
      .where('purpose', '=', 'bind')
      .where('expiresAt', '>', this.clock.now())
      .executeTakeFirst();
    return row ? pending(row) : null;
  }

  /** The identity of a bind ticket, which is used up; null if unknown, used or expired. */
  async takeBind(ticket: string): Promise<PendingIdentity | null> {
    const row = await identityDb(this.db)
      .deleteFrom('sysThirdLoginTicket')
      .where('id', '=', hashToken(ticket))
      .where('purpose', '=', 'bind')
      .where('expiresAt', '>', this.clock.now())
      .returning(['issuer', 'subject', 'thirdName'])
      .executeTakeFirst();
    return row ? pending(row) : null;
  }

  private async issue(
    purpose: 'login' | 'bind',
    ttlMs: number,
    data: { userId?: string; issuer?: string; subject?: string; thirdName?: string | null },
  ): Promise<string> {
    const now = this.clock.now();
    const token = newToken();
    const db = identityDb(this.db);
    await db.deleteFrom('sysThirdLoginTicket').where('expiresAt', '<=', now).execute();
    await db
      .insertInto('sysThirdLoginTicket')
      .values({
        id: hashToken(token),
        purpose,
        userId: data.userId ?? null,
        issuer: data.issuer ?? null,
        subject: data.subject ?? null,
        thirdName: data.thirdName ?? null,
        expiresAt: now + ttlMs,
      })
      .execute();
    return token;
  }
}

function pending(row: {
  issuer: string | null;
  subject: string | null;
  thirdName: string | null;
}): PendingIdentity | null {
  if (!row.issuer || !row.subject) return null;
  return { issuer: row.issuer, subject: row.subject, name: row.thirdName };
}
