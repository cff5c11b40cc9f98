import type { Kysely } from 'kysely';

/** One row per scheduled fire of a job: the instance that inserts it first runs the job. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_job_run')
    .addColumn('job_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('fire_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_sys_job_run', ['job_name', 'fire_time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sys_job_run').execute();
}
