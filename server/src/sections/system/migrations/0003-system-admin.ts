import type { Kysely } from 'kysely';

/** Tables managed through the resource engine that predate it get its audit and version columns. */
const TABLES: Array<{ table: string; version: boolean }> = [
  { table: 'sys_user', version: false },
  { table: 'sys_role', version: true },
  { table: 'sys_permission', version: false },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, version } of TABLES) {
    await db.schema.alterTable(table).addColumn('create_by', 'varchar(32)').execute();
    await db.schema.alterTable(table).addColumn('update_by', 'varchar(32)').execute();
    if (version) {
      await db.schema
        .alterTable(table)
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    }
  }
  // Users are listed newest first and filtered by department.
  await db.schema
    .createIndex('idx_sys_user_org_time')
    .on('sys_user')
    .columns(['org_code', 'create_time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('idx_sys_user_org_time').execute();
  for (const { table, version } of TABLES) {
    if (version) await db.schema.alterTable(table).dropColumn('version').execute();
    await db.schema.alterTable(table).dropColumn('update_by').execute();
    await db.schema.alterTable(table).dropColumn('create_by').execute();
  }
}
