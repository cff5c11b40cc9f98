import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CoreTables } from '../../db/schema.js';

/** A third-party identity (issuer, subject) bound to a local account. */
export interface SysThirdAccountTable {
  id: string;
  userId: string;
  issuer: string;
  subject: string;
  /** The name the provider gave, shown in the bindings list. */
  thirdName: string | null;
  createTime: string;
}

/** A sign-in sent to the provider, keyed by the SHA-256 of its `state`; used once. */
export interface SysThirdLoginRequestTable {
  id: string;
  /** SHA-256 of the cookie given to the browser that started it. */
  browserHash: string;
  nonce: string;
  codeVerifier: string;
  /** Set when a signed-in user binds: the identity goes to this account. */
  bindUserId: string | null;
  returnTo: string | null;
  expiresAt: number;
}

/** What the callback hands the web page, keyed by the SHA-256 of the token; used once. */
export interface SysThirdLoginTicketTable {
  id: string;
  /** login: a bound identity's one-time login; bind: an identity waiting to be bound. */
  purpose: 'login' | 'bind';
  userId: string | null;
  issuer: string | null;
  subject: string | null;
  thirdName: string | null;
  expiresAt: number;
}

/** The identity tables: third-party identities and their sign-in handshakes. */
export type IdentityTables = {
  sysThirdAccount: SysThirdAccountTable;
  sysThirdLoginRequest: SysThirdLoginRequestTable;
  sysThirdLoginTicket: SysThirdLoginTicketTable;
};

export type IdentityDb = Kysely<CoreTables & IdentityTables>;

export const identityDb = (db: Db): IdentityDb => db.withTables<IdentityTables>();
