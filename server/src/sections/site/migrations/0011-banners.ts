import type { Kysely } from 'kysely';
import { withVersionAndAudit } from '../../../db/table-columns.js';

/** Portal carousel banners. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_banner')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('image', 'varchar(500)', (c) => c.notNull())
    .addColumn('link_url', 'varchar(500)')
    .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('start_time', 'varchar(19)')
    .addColumn('end_time', 'varchar(19)')
    .$call(withVersionAndAudit)
    .execute();
  await db.schema
    .createIndex('idx_sys_banner_status_sort')
    .on('sys_banner')
    .columns(['status', 'sort_no'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sys_banner').execute();
}
