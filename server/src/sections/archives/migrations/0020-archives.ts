import type { CreateTableBuilder, Kysely } from 'kysely';
import { withAuditColumns, withVersionAndAudit } from '../../../db/table-columns.js';

type Table = CreateTableBuilder<string, never>;

const id = (t: Table) => t.addColumn('id', 'varchar(32)', (c) => c.primaryKey());
const archiveId = (t: Table) => t.addColumn('archive_id', 'varchar(32)', (c) => c.notNull());
const orgScoped = (t: Table) => t.addColumn('sys_org_code', 'varchar(64)');

async function index(db: Kysely<unknown>, table: string, columns: string[]) {
  await db.schema
    .createIndex(`idx_${table}_${columns.join('_')}`)
    .on(table)
    .columns(columns)
    .execute();
}

async function archive(db: Kysely<unknown>) {
  await db.schema
    .createTable('arc_basic')
    .$call(id)
    .addColumn('real_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('id_card', 'varchar(18)', (c) => c.notNull().unique())
    .addColumn('sex', 'varchar(1)')
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('ethnicity', 'varchar(2)', (c) => c.defaultTo('01'))
    .addColumn('phone', 'varchar(20)')
    .addColumn('household_region', 'varchar(12)')
    .addColumn('residence_region', 'varchar(12)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)')
    .addColumn('political_status', 'varchar(2)')
    .addColumn('education', 'varchar(2)')
    .addColumn('military_branch', 'varchar(2)')
    .addColumn('enlist_date', 'varchar(10)')
    .addColumn('discharge_date', 'varchar(10)')
    .addColumn('discharge_type', 'varchar(2)')
    .addColumn('military_rank', 'varchar(30)')
    .addColumn('military_specialty', 'varchar(60)')
    .addColumn('disability_grade', 'varchar(2)', (c) => c.defaultTo('0'))
    .addColumn('employment_status', 'varchar(2)', (c) => c.notNull().defaultTo('2'))
    .addColumn('grid_id', 'varchar(32)')
    .addColumn('remark', 'varchar(500)')
    .$call(orgScoped)
    .$call(withVersionAndAudit)
    .execute();
  await index(db, 'arc_basic', ['residence_region', 'employment_status']);
  await index(db, 'arc_basic', ['grid_id']);
  await index(db, 'arc_basic', ['sys_org_code']);
}

async function related(db: Kysely<unknown>) {
  await db.schema
    .createTable('arc_family')
    .$call(id)
    .$call(archiveId)
    .addColumn('relation', 'varchar(2)', (c) => c.notNull())
    .addColumn('member_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('id_card', 'varchar(18)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('work_unit', 'varchar(100)')
    .$call(withAuditColumns)
    .execute();
  await db.schema
    .createTable('arc_skill')
    .$call(id)
    .$call(archiveId)
    .addColumn('skill_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('level', 'varchar(2)')
    .addColumn('cert_no', 'varchar(40)')
    .addColumn('issuer', 'varchar(100)')
    .addColumn('obtain_date', 'varchar(10)')
    .$call(withAuditColumns)
    .execute();
  await db.schema
    .createTable('arc_training')
    .$call(id)
    .$call(archiveId)
    .addColumn('course', 'varchar(100)', (c) => c.notNull())
    .addColumn('institution', 'varchar(100)')
    .addColumn('start_date', 'varchar(10)')
    .addColumn('end_date', 'varchar(10)')
    .addColumn('result', 'varchar(2)')
    .addColumn('certificate', 'varchar(100)')
    .$call(withAuditColumns)
    .execute();
  await db.schema
    .createTable('arc_employment')
    .$call(id)
    .$call(archiveId)
    .addColumn('employer', 'varchar(100)', (c) => c.notNull())
    .addColumn('job_title', 'varchar(60)')
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('monthly_salary', 'integer')
    .addColumn('employment_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('arranged', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .$call(withAuditColumns)
    .execute();
  for (const table of ['arc_family', 'arc_skill', 'arc_training', 'arc_employment'])
    await index(db, table, ['archive_id']);
}

async function onArchive(db: Kysely<unknown>) {
  await db.schema
    .createTable('arc_unemployment')
    .$call(id)
    .$call(archiveId)
    .addColumn('register_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(2)', (c) => c.notNull())
    .addColumn('assistance', 'varchar(40)')
    .addColumn('assistance_note', 'varchar(500)')
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('close_date', 'varchar(19)')
    .addColumn('close_note', 'varchar(200)')
    .$call(orgScoped)
    .$call(withVersionAndAudit)
    .execute();
  await index(db, 'arc_unemployment', ['archive_id']);
  await index(db, 'arc_unemployment', ['register_date']);

  await db.schema
    .createTable('arc_job_result')
    .$call(id)
    .$call(archiveId)
    .addColumn('employer', 'varchar(100)', (c) => c.notNull())
    .addColumn('job_title', 'varchar(60)')
    .addColumn('placement_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('monthly_salary', 'integer')
    .addColumn('employment_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('channel', 'varchar(2)', (c) => c.notNull())
    .addColumn('delivery_id', 'varchar(32)', (c) => c.unique())
    .addColumn('remark', 'varchar(200)')
    .$call(orgScoped)
    .$call(withVersionAndAudit)
    .execute();
  await index(db, 'arc_job_result', ['archive_id']);
  await index(db, 'arc_job_result', ['placement_date']);

  await db.schema
    .createTable('arc_intention')
    .$call(id)
    .$call(archiveId)
    .addColumn('register_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('intention_categories', 'varchar(330)')
    .addColumn('intention_regions', 'varchar(130)')
    .addColumn('salary_min', 'integer')
    .addColumn('salary_max', 'integer')
    .addColumn('work_nature', 'varchar(1)', (c) => c.defaultTo('1'))
    .addColumn('training_wish', 'varchar(200)')
    .addColumn('remark', 'varchar(200)')
    .$call(orgScoped)
    .$call(withVersionAndAudit)
    .execute();
  await index(db, 'arc_intention', ['archive_id']);
}

/** 就业档案: the archive, its related records, and the lists built on it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await archive(db);
  await related(db);
  await onArchive(db);
}
