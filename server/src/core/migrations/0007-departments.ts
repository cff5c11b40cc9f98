import type { Kysely } from 'kysely';

/** Departments become a resource: audit and version columns. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sys_depart').addColumn('create_by', 'varchar(32)').execute();
  await db.schema.alterTable('sys_depart').addColumn('update_by', 'varchar(32)').execute();
  await db.schema
    .alterTable('sys_depart')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['version', 'update_by', 'create_by']) {
    await db.schema.alterTable('sys_depart').dropColumn(column).execute();
  }
}
