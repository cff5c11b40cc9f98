import type { Kysely } from 'kysely';

/**
 * Verification codes sent by SMS: only an HMAC of each code is kept, with its expiry, the
 * attempts made and when it was used. The rows also count the sends for the limits per phone,
 * per client and overall.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_sms_code')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hmac', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('delivered', 'varchar(1)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('idx_sys_sms_code_phone')
    .on('sys_sms_code')
    .columns(['phone', 'created_at'])
    .execute();
  await db.schema
    .createIndex('idx_sys_sms_code_ip')
    .on('sys_sms_code')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema
    .createIndex('idx_sys_sms_code_time')
    .on('sys_sms_code')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sys_sms_code').execute();
}
