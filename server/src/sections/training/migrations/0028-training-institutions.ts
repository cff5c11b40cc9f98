import type { Kysely } from 'kysely';
import { withVersionAndAudit } from '../../../db/table-columns.js';

/** 培训机构: the institutions that train veterans; their accounts name them by company_id. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tr_institution')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('institution_name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('institution_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(18)', (c) => c.notNull().unique())
    .addColumn('license_no', 'varchar(50)')
    .addColumn('region_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)')
    .addColumn('contact_name', 'varchar(30)')
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('training_scope', 'varchar(500)')
    .addColumn('alliance_member', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('introduction', 'varchar(2000)')
    .addColumn('logo', 'varchar(500)')
    .addColumn('sys_org_code', 'varchar(64)')
    .$call(withVersionAndAudit)
    .execute();
  await db.schema
    .createIndex('idx_tr_institution_region_code')
    .on('tr_institution')
    .column('region_code')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tr_institution').execute();
}
