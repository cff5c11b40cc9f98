import type { Kysely } from 'kysely';
import { withVersionAndAudit } from '../../db/table-columns.js';

/** 分类字典: a tree of categories whose codes nest like org codes (A01, A01A01 …). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_category')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('pid', 'varchar(32)')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('has_child', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .$call(withVersionAndAudit)
    .execute();
  await db.schema.createIndex('idx_sys_category_pid').on('sys_category').column('pid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sys_category').execute();
}
