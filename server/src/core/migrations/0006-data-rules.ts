import type { Kysely } from 'kysely';
import { withAuditColumns } from '../../db/table-columns.js';

/** Data rules of a menu permission, and which of them each role's grant applies. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_permission_data_rule')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('permission_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_permission.id').onDelete('cascade'),
    )
    .addColumn('rule_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('rule_column', 'varchar(64)', (c) => c.notNull())
    .addColumn('rule_conditions', 'varchar(20)', (c) => c.notNull())
    .addColumn('rule_value', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .$call(withAuditColumns)
    .execute();
  await db.schema
    .createIndex('idx_sys_data_rule_permission')
    .on('sys_permission_data_rule')
    .column('permission_id')
    .execute();
  await db.schema
    .alterTable('sys_role_permission')
    .addColumn('data_rule_ids', 'varchar(1000)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sys_role_permission').dropColumn('data_rule_ids').execute();
  await db.schema.dropTable('sys_permission_data_rule').execute();
}
