import { type Kysely, sql } from 'kysely';

/**
 * 数据范围 of a role: '1' its members' departments and those below (every role until now, and
 * every new one), '2' everything (the administrators' role).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sys_role')
    .addColumn('data_scope', 'varchar(8)', (c) => c.notNull().defaultTo('1'))
    .execute();
  await sql`update sys_role set data_scope = '2' where role_code = 'admin'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sys_role').dropColumn('data_scope').execute();
}
