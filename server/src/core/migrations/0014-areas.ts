import type { Kysely } from 'kysely';

/** 行政区划 in a table, so administrators can remove areas the service does not cover. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_area')
    .addColumn('code', 'varchar(12)', (c) => c.primaryKey())
    .addColumn('pid', 'varchar(12)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('idx_sys_area_pid').on('sys_area').column('pid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sys_area').execute();
}
