import type { Kysely } from 'kysely';

/**
 * Third-party login (OpenID Connect):
 * - sys_third_account: an identity (issuer, subject) bound to a local account; an identity binds
 *   to one account, an account to one identity per issuer.
 * - sys_third_login_request: a sign-in sent to the provider, keyed by a hash of its `state`, with
 *   the nonce and PKCE verifier it must come back with and the browser that started it.
 * - sys_third_login_ticket: what the callback hands the web page, keyed by a hash: a one-time
 *   login token for a bound identity, or a bind ticket for an identity bound to nobody yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_third_account')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('issuer', 'varchar(500)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('third_name', 'varchar(100)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_third_account_subject', ['issuer', 'subject'])
    .addUniqueConstraint('uq_sys_third_account_user', ['user_id', 'issuer'])
    .execute();

  await db.schema
    .createTable('sys_third_login_request')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(100)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(200)', (c) => c.notNull())
    .addColumn('bind_user_id', 'varchar(32)')
    .addColumn('return_to', 'varchar(300)')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_third_login_request_expiry')
    .on('sys_third_login_request')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('sys_third_login_ticket')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(8)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)')
    .addColumn('issuer', 'varchar(500)')
    .addColumn('subject', 'varchar(255)')
    .addColumn('third_name', 'varchar(100)')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_third_login_ticket_expiry')
    .on('sys_third_login_ticket')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sys_third_login_ticket').execute();
  await db.schema.dropTable('sys_third_login_request').execute();
  await db.schema.dropTable('sys_third_account').execute();
}
