import type { Kysely } from 'kysely';

/** The revision history of resources that keep one: each change, its author and the record. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_revision')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('resource_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('version', 'integer')
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('action_label', 'varchar(32)', (c) => c.notNull())
    .addColumn('snapshot', 'text')
    .addColumn('author', 'varchar(100)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idx_sys_revision_record')
    .on('sys_revision')
    .columns(['resource_key', 'record_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sys_revision').execute();
}
