import type { Kysely } from 'kysely';

/**
 * 就业统计签发: a county's figures for a closed period, frozen at sign-off, with the records
 * that made up each figure so that the frozen figures stay traceable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('arc_stat_sign_off')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('region_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('period_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('period', 'varchar(7)', (c) => c.notNull())
    .addColumn('on_record', 'integer', (c) => c.notNull())
    .addColumn('employed', 'integer', (c) => c.notNull())
    .addColumn('unemployed', 'integer', (c) => c.notNull())
    .addColumn('placements', 'integer', (c) => c.notNull())
    .addColumn('registrations', 'integer', (c) => c.notNull())
    .addColumn('sign_user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('signed_by', 'varchar(100)', (c) => c.notNull())
    .addColumn('sign_time', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('uq_arc_stat_sign_off', ['region_code', 'period_type', 'period'])
    .execute();

  // metric: R an archive on record (with its status then), P a placement, U a registration.
  await db.schema
    .createTable('arc_stat_sign_off_member')
    .addColumn('sign_off_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('metric', 'varchar(1)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('archive_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(2)')
    .addColumn('record_date', 'varchar(10)')
    .addPrimaryKeyConstraint('pk_arc_stat_sign_off_member', ['sign_off_id', 'metric', 'record_id'])
    .execute();

  // The statistics read only indexes: counts by region and status at a period's end, the
  // dated lists by date with the archive they name, and each archive's region by its id.
  const covering: Array<[string, string, string[]]> = [
    ['idx_arc_basic_stat', 'arc_basic', ['residence_region', 'employment_status', 'create_time']],
    ['idx_arc_basic_id_region', 'arc_basic', ['id', 'residence_region']],
    ['idx_arc_job_result_stat', 'arc_job_result', ['placement_date', 'archive_id']],
    ['idx_arc_unemployment_stat', 'arc_unemployment', ['register_date', 'archive_id']],
  ];
  for (const [name, table, columns] of covering)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}
