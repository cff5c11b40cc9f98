import type { Kysely } from 'kysely';

/**
 * Failed archive checks per veteran account and day: linking asks for a name and an ID number,
 * so the number of guesses an account may make is bounded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('acc_link_attempt')
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('pk_acc_link_attempt', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('acc_link_attempt').execute();
}
