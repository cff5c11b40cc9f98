import type { Kysely } from 'kysely';
import { withAuditColumns } from '../../../db/table-columns.js';

/**
 * A registration that names a company already on record (by name or credit code): the account
 * is made without a company, and staff verify the claim before linking it. The registrant is
 * told nothing different, so registration cannot be used to learn which companies exist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('acc_company_claim')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(18)', (c) => c.notNull())
    .addColumn('region_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('company_id', 'varchar(32)')
    .addColumn('sys_org_code', 'varchar(64)')
    .$call(withAuditColumns)
    .execute();
  await db.schema
    .createIndex('idx_acc_company_claim_status')
    .on('acc_company_claim')
    .columns(['status', 'create_time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('acc_company_claim').execute();
}
