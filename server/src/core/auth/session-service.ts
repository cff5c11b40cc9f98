import { SESSION_TTL_MS, userStatus } from '@vets/contracts';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { PreparedQuery } from '../../db/prepared-query.js';
import { PERMISSION_VERSION_KEY } from './permission-store.js';
import { hashToken, newToken, randomAesMaterial } from './tokens.js';

export interface AuthContext {
  sessionId: string;
  userId: string;
  username: string;
  tenantId: number;
  aesKey: string;
  aesIv: string;
  /** The permission version read with the session, so a check needs no second query. */
  permissionVersion: string;
  /** The department the user acts in (data rules' #{sys_org_code}). */
  orgCode: string | null;
  /** The company a company user acts for (data rules' #{sys_user_company}). */
  companyId: string | null;
}

/** Session ids per query of `liveSessionIds` (well under every dialect's parameter limit). */
const LIVE_CHECK_CHUNK = 500;

type SessionLookup =
  | { ok: true; auth: AuthContext }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'disabled' };

interface NewSession {
  userId: string;
  tenantId: number;
  ip: string | null;
  userAgent: string | null;
}

/** Server-side sessions: opaque tokens stored as hashes with user, tenant and expiry. */
export class SessionService {
  /** Runs on every authenticated request, so it is compiled once. */
  private readonly lookup;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = SESSION_TTL_MS,
  ) {
    this.lookup = new PreparedQuery(db, ['tokenHash'], (p) =>
      db
        .selectFrom('sysSession as s')
        .innerJoin('sysUser as u', 'u.id', 's.userId')
        .select([
          's.id',
          's.userId',
          's.tenantId',
          's.expiresAt',
          's.revokedAt',
          's.aesKey',
          's.aesIv',
          'u.username',
          'u.orgCode',
          'u.companyId',
          'u.status',
          'u.delFlag',
          (eb) =>
            eb
              .selectFrom('sysSetting')
              .select('value')
              .where('key', '=', PERMISSION_VERSION_KEY)
              .as('permissionVersion'),
        ])
        .where('s.tokenHash', '=', p.tokenHash),
    );
  }

  async create(s: NewSession, now = Date.now()): Promise<{ token: string; sessionId: string }> {
    const token = newToken();
    const sessionId = newId();
    await this.db
      .insertInto('sysSession')
      .values({
        id: sessionId,
        tokenHash: hashToken(token),
        userId: s.userId,
        tenantId: s.tenantId,
        createdAt: now,
        expiresAt: now + this.ttlMs,
        revokedAt: null,
        ip: s.ip,
        userAgent: s.userAgent?.slice(0, 255) ?? null,
        aesKey: randomAesMaterial(),
        aesIv: randomAesMaterial(),
      })
      .execute();
    return { token, sessionId };
  }

  async find(token: string, now = Date.now()): Promise<SessionLookup> {
    const [row] = await this.lookup.execute({ tokenHash: hashToken(token) });
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt !== null) return { ok: false, reason: 'revoked' };
    if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
    if (row.status !== userStatus.values.normal || row.delFlag !== 0)
      return { ok: false, reason: 'disabled' };
    return {
      ok: true,
      auth: {
        sessionId: row.id,
        userId: row.userId,
        username: row.username,
        tenantId: row.tenantId,
        aesKey: row.aesKey,
        aesIv: row.aesIv,
        permissionVersion: row.permissionVersion ?? '',
        orgCode: row.orgCode,
        companyId: row.companyId,
      },
    };
  }

  async revoke(sessionId: string, now = Date.now()): Promise<void> {
    await this.db
      .updateTable('sysSession')
      .set({ revokedAt: now })
      .where('id', '=', sessionId)
      .where('revokedAt', 'is', null)
      .execute();
  }

  /**
   * Ends every session of some users at once (password change, freeze), in `db` when the change
   * is part of a transaction. Their sockets close with the next sweep (see SocketSessions).
   */
  async revokeAllForUser(
    userIds: string | readonly string[],
    now = Date.now(),
    db: Db = this.db,
  ): Promise<void> {
    const ids = typeof userIds === 'string' ? [userIds] : [...userIds];
    if (!ids.length) return;
    await db
      .updateTable('sysSession')
      .set({ revokedAt: now })
      .where('userId', 'in', ids)
      .where('revokedAt', 'is', null)
      .execute();
  }

  /** Which of these sessions are still valid: not revoked or expired, their user active. */
  async liveSessionIds(sessionIds: readonly string[], now = Date.now()): Promise<Set<string>> {
    const live = new Set<string>();
    for (let i = 0; i < sessionIds.length; i += LIVE_CHECK_CHUNK) {
      const rows = await this.db
        .selectFrom('sysSession as s')
        .innerJoin('sysUser as u', 'u.id', 's.userId')
        .select('s.id')
        .where('s.id', 'in', sessionIds.slice(i, i + LIVE_CHECK_CHUNK))
        .where('s.revokedAt', 'is', null)
        .where('s.expiresAt', '>', now)
        .where('u.status', '=', userStatus.values.normal)
        .where('u.delFlag', '=', 0)
        .execute();
      for (const r of rows) live.add(r.id);
    }
    return live;
  }
}
