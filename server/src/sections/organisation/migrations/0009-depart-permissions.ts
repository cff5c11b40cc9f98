import type { Kysely } from 'kysely';
import { withAuditColumns } from '../../../db/table-columns.js';

/**
 * Department permissions (what a department may hand out), department roles, their grants
 * (within the department's permissions) and which users of the department hold them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_depart_permission')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('depart_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_depart.id').onDelete('cascade'),
    )
    .addColumn('permission_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_permission.id').onDelete('cascade'),
    )
    .addUniqueConstraint('uq_sys_depart_permission', ['depart_id', 'permission_id'])
    .execute();
  await db.schema
    .createTable('sys_depart_role')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('depart_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_depart.id').onDelete('cascade'),
    )
    .addColumn('role_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('role_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .$call(withAuditColumns)
    .addUniqueConstraint('uq_sys_depart_role_code', ['depart_id', 'role_code'])
    .execute();
  await db.schema
    .createTable('sys_depart_role_permission')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('role_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_depart_role.id').onDelete('cascade'),
    )
    .addColumn('permission_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_permission.id').onDelete('cascade'),
    )
    .addUniqueConstraint('uq_sys_depart_role_permission', ['role_id', 'permission_id'])
    .execute();
  await db.schema
    .createTable('sys_depart_role_user')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_user.id').onDelete('cascade'),
    )
    .addColumn('drole_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_depart_role.id').onDelete('cascade'),
    )
    .addUniqueConstraint('uq_sys_depart_role_user', ['user_id', 'drole_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sys_depart_role_user',
    'sys_depart_role_permission',
    'sys_depart_role',
    'sys_depart_permission',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
