import { hashToken } from '../../../core/auth/tokens.js';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { identityDb } from '../tables.js';
import { type OidcChecks, OidcClient } from './oidc-client.js';

/** How long a person may take at the provider's sign-in page. */
export const THIRD_LOGIN_REQUEST_TTL_MS = 10 * 60_000;

interface NewRequest {
  /** The random value of the cookie given to the browser that starts the sign-in. */
  browserKey: string;
  /** A signed-in user binding an identity to their own account. */
  bindUserId: string | null;
  returnTo: string | null;
}

/** A sign-in the provider has answered, as it was started. */
export interface OpenedRequest {
  checks: OidcChecks;
  bindUserId: string | null;
  returnTo: string | null;
}

/**
 * Sign-ins sent to the provider, kept on the server: the browser carries only the `state` (and a
 * cookie), so it can neither choose the account a binding goes to nor replay an answer.
 */
export class ThirdLoginRequests {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async open(req: NewRequest): Promise<OidcChecks> {
    const now = this.clock.now();
    const checks = OidcClient.newChecks();
    const db = identityDb(this.db);
    await db.deleteFrom('sysThirdLoginRequest').where('expiresAt', '<=', now).execute();
    await db
      .insertInto('sysThirdLoginRequest')
      .values({
        id: hashToken(checks.state),
        browserHash: hashToken(req.browserKey),
        nonce: checks.nonce,
        codeVerifier: checks.codeVerifier,
        bindUserId: req.bindUserId,
        returnTo: req.returnTo,
        expiresAt: now + THIRD_LOGIN_REQUEST_TTL_MS,
      })
      .execute();
    return checks;
  }

  /**
   * The request of `state`, used up; null when it is unknown, expired, already answered, or was
   * started in another browser.
   */
  async take(state: string, browserKey: string | null): Promise<OpenedRequest | null> {
    const row = await identityDb(this.db)
      .deleteFrom('sysThirdLoginRequest')
      .where('id', '=', hashToken(state))
      .where('expiresAt', '>', this.clock.now())
      .returning(['browserHash', 'nonce', 'codeVerifier', 'bindUserId', 'returnTo'])
      .executeTakeFirst();
    if (!row || !browserKey || row.browserHash !== hashToken(browserKey)) return null;
    return {
      checks: { state, nonce: row.nonce, codeVerifier: row.codeVerifier },
      bindUserId: row.bindUserId,
      returnTo: row.returnTo,
    };
  }
}
