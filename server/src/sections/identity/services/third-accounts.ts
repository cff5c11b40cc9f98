import { conflict } from '../../../core/errors.js';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { newId } from '../../../db/ids.js';
import { identityDb } from '../tables.js';
import type { PendingIdentity } from './third-login-tickets.js';

export const BINDING_MESSAGES = {
  takenByOther: (name: string) => `该${name}账号已绑定本系统的其他账号`,
  accountHasOther: (name: string) => `该账号已绑定其他${name}账号，请先解除绑定`,
} as const;

export interface ThirdAccountRow {
  id: string;
  issuer: string;
  thirdName: string | null;
  createTime: string;
}

/**
 * Third-party identities bound to local accounts: an identity to one account, an account to one
 * identity per issuer. Binding happens only after the account's own sign-in; nothing is matched
 * by e-mail or phone.
 */
export class ThirdAccounts {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The live (not deleted) account an identity is bound to. */
  async userOf(issuer: string, subject: string): Promise<string | null> {
    const row = await identityDb(this.db)
      .selectFrom('sysThirdAccount as t')
      .innerJoin('sysUser as u', 'u.id', 't.userId')
      .select('t.userId')
      .where('t.issuer', '=', issuer)
      .where('t.subject', '=', subject)
      .where('u.delFlag', '=', 0)
      .executeTakeFirst();
    return row?.userId ?? null;
  }

  /**
   * Binds the identity to the account; `providerName` words the refusals. Binding it again to the
   * same account changes nothing. A binding left by a deleted account no longer counts.
   */
  async bind(userId: string, identity: PendingIdentity, providerName: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const db = identityDb(trx);
      const existing = await db
        .selectFrom('sysThirdAccount as t')
        .leftJoin('sysUser as u', (j) => j.onRef('u.id', '=', 't.userId').on('u.delFlag', '=', 0))
        .select(['t.id', 't.userId', 't.subject', 'u.id as liveUserId'])
        .where('t.issuer', '=', identity.issuer)
        .where((eb) => eb.or([eb('t.subject', '=', identity.subject), eb('t.userId', '=', userId)]))
        .execute();
      const stale = existing.filter((r) => r.liveUserId === null).map((r) => r.id);
      if (stale.length) await db.deleteFrom('sysThirdAccount').where('id', 'in', stale).execute();
      const live = existing.filter((r) => r.liveUserId !== null);
      if (live.some((r) => r.userId === userId && r.subject === identity.subject)) return;
      if (live.some((r) => r.subject === identity.subject)) {
        throw conflict(BINDING_MESSAGES.takenByOther(providerName));
      }
      if (live.some((r) => r.userId === userId)) {
        throw conflict(BINDING_MESSAGES.accountHasOther(providerName));
      }
      await db
        .insertInto('sysThirdAccount')
        .values({
          id: newId(),
          userId,
          issuer: identity.issuer,
          subject: identity.subject,
          thirdName: identity.name,
          createTime: this.clock.nowText(),
        })
        .execute();
    });
  }

  list(userId: string): Promise<ThirdAccountRow[]> {
    return identityDb(this.db)
      .selectFrom('sysThirdAccount')
      .select(['id', 'issuer', 'thirdName', 'createTime'])
      .where('userId', '=', userId)
      .orderBy('createTime')
      .orderBy('id')
      .execute();
  }

  /** Removes one of the user's own bindings; false when the user has no such binding. */
  async unbind(userId: string, id: string): Promise<boolean> {
    const result = await identityDb(this.db)
      .deleteFrom('sysThirdAccount')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
