import type { Kysely } from 'kysely';
import { withVersionAndAudit } from '../../../db/table-columns.js';

/** 网格管理: grids with their boundary and workers, and the visits to veterans. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('grid_grid')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('grid_name', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('region_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('worker_ids', 'varchar(330)')
    .addColumn('boundary', 'text')
    .addColumn('remark', 'varchar(200)')
    .addColumn('sys_org_code', 'varchar(64)')
    .$call(withVersionAndAudit)
    .execute();
  await db.schema
    .createIndex('idx_grid_grid_region_code')
    .on('grid_grid')
    .column('region_code')
    .execute();

  // Who works which grid, kept from worker_ids for the grid worker's data rule.
  await db.schema
    .createTable('grid_worker')
    .addColumn('grid_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_grid_worker', ['grid_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('idx_grid_worker_user_id')
    .on('grid_worker')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('grid_visit')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('archive_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('visit_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('visit_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('visitor', 'varchar(30)')
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('needs', 'varchar(40)')
    .addColumn('follow_up', 'varchar(500)')
    .addColumn('follow_up_status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('grid_id', 'varchar(32)')
    .addColumn('sys_org_code', 'varchar(64)')
    .$call(withVersionAndAudit)
    .execute();
  await db.schema
    .createIndex('idx_grid_visit_archive_id_visit_date')
    .on('grid_visit')
    .columns(['archive_id', 'visit_date'])
    .execute();
  await db.schema
    .createIndex('idx_grid_visit_grid_id_visit_date')
    .on('grid_visit')
    .columns(['grid_id', 'visit_date'])
    .execute();
}
