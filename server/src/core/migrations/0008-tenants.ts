import { type Kysely, sql } from 'kysely';
import { withVersionAndAudit } from '../../db/table-columns.js';

/** Tenants and which users belong to them. Tenant 0 is the default every user acts in. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_tenant')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('begin_date', 'varchar(10)')
    .addColumn('end_date', 'varchar(10)')
    .$call(withVersionAndAudit)
    .execute();
  await db.schema
    .createTable('sys_user_tenant')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_user.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'integer', (c) =>
      c.notNull().references('sys_tenant.id').onDelete('cascade'),
    )
    .addUniqueConstraint('uq_sys_user_tenant', ['user_id', 'tenant_id'])
    .execute();
  await sql`insert into sys_tenant (id, name, status, create_time) values (0, '默认租户', '1', ${new Date().toISOString().slice(0, 19).replace('T', ' ')})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sys_user_tenant').execute();
  await db.schema.dropTable('sys_tenant').execute();
}
