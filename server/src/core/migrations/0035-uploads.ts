import type { Kysely } from 'kysely';

/**
 * Uploaded files: each stored file with its original name, size and uploader; which records
 * refer to it (and whether through a public field); and each user's bytes uploaded per day,
 * the row that serialises their uploads against the daily quota.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_file')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('ext', 'varchar(10)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('uploaded_by', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_file_uploader')
    .on('sys_file')
    .columns(['uploaded_by', 'created_at'])
    .execute();
  await db.schema.createIndex('idx_sys_file_created').on('sys_file').column('created_at').execute();

  await db.schema
    .createTable('sys_file_ref')
    .addColumn('file_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('resource_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_sys_file_ref', ['file_key', 'resource_key', 'record_id'])
    .execute();
  await db.schema
    .createIndex('idx_sys_file_ref_record')
    .on('sys_file_ref')
    .columns(['resource_key', 'record_id'])
    .execute();

  await db.schema
    .createTable('sys_upload_usage')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_sys_upload_usage', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sys_upload_usage').execute();
  await db.schema.dropTable('sys_file_ref').execute();
  await db.schema.dropTable('sys_file').execute();
}
