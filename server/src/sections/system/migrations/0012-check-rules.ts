import type { Kysely } from 'kysely';
import { withVersionAndAudit } from '../../../db/table-columns.js';

/** Named check rules that forms and `/sys/checkRule/checkByCode` apply to a value. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_check_rule')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('rule_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('rule_code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('rule_json', 'text', (c) => c.notNull())
    .addColumn('rule_description', 'varchar(255)')
    .$call(withVersionAndAudit)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sys_check_rule').execute();
}
