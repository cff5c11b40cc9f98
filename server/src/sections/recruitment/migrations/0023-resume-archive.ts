import type { Kysely } from 'kysely';

/** A resume names the employment archive that keeps its person (none until linked). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('zp_resume').addColumn('archive_id', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('zp_resume').dropColumn('archive_id').execute();
}
