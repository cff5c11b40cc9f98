import { type Kysely, sql } from 'kysely';
import { withAuditColumns } from '../../../db/table-columns.js';

const auditColumns = ['create_by', 'update_by', 'update_time'] as const;

/**
 * Audit and version columns for the dictionary tables, system positions, online report
 * configuration, and the view behind the user picker report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of auditColumns) {
    await db.schema
      .alterTable('sys_dict')
      .addColumn(column, column === 'update_time' ? 'varchar(19)' : 'varchar(32)')
      .execute();
  }
  await db.schema
    .alterTable('sys_dict')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const column of ['create_by', 'update_by'] as const) {
    await db.schema.alterTable('sys_dict_item').addColumn(column, 'varchar(32)').execute();
  }
  for (const column of ['create_time', 'update_time'] as const) {
    await db.schema.alterTable('sys_dict_item').addColumn(column, 'varchar(19)').execute();
  }

  await db.schema
    .createTable('sys_position')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('post_rank', 'varchar(10)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(withAuditColumns)
    .addUniqueConstraint('uq_sys_position_code', ['tenant_id', 'code'])
    .execute();
  // Tenant first: every read is scoped to one tenant, then filtered or sorted by time.
  await db.schema
    .createIndex('idx_sys_position_tenant_time')
    .on('sys_position')
    .columns(['tenant_id', 'create_time', 'id'])
    .execute();

  await db.schema
    .createTable('onl_cgreport_head')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('source', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(withAuditColumns)
    .execute();

  await db.schema
    .createTable('onl_cgreport_item')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('cgrhead_id', 'varchar(32)', (c) =>
      c.notNull().references('onl_cgreport_head.id').onDelete('cascade'),
    )
    .addColumn('field_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('field_txt', 'varchar(100)', (c) => c.notNull())
    .addColumn('field_type', 'varchar(20)', (c) => c.notNull().defaultTo('String'))
    .addColumn('is_show', 'varchar(1)', (c) => c.notNull().defaultTo('Y'))
    .addColumn('is_search', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('search_mode', 'varchar(10)')
    .addColumn('is_hidden', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('dict_code', 'varchar(100)')
    .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(withAuditColumns)
    .addUniqueConstraint('uq_onl_cgreport_item_field', ['cgrhead_id', 'field_name'])
    .execute();

  // Reports read registered views only; this one backs the user picker.
  await sql`create view v_report_user as
    select u.id, u.username, u.realname, u.sex, u.phone, u.org_code, d.depart_name as org_name,
           u.status, u.create_time
    from sys_user u left join sys_depart d on d.org_code = u.org_code
    where u.del_flag = 0`.execute(db);
  await sql`create view v_report_depart as
    select id, parent_id, depart_name, org_code, region_code, status, create_time from sys_depart`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists v_report_depart`.execute(db);
  await sql`drop view if exists v_report_user`.execute(db);
  await db.schema.dropTable('onl_cgreport_item').execute();
  await db.schema.dropTable('onl_cgreport_head').execute();
  await db.schema.dropTable('sys_position').execute();
}
