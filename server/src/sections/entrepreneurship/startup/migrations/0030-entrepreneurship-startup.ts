import type { CreateTableBuilder, Kysely } from 'kysely';
import { withAuditColumns, withVersionAndAudit } from '../../../../db/table-columns.js';

type Table = CreateTableBuilder<string, never>;

const id = (t: Table) => t.addColumn('id', 'varchar(32)', (c) => c.primaryKey());
const orgScoped = (t: Table) => t.addColumn('sys_org_code', 'varchar(64)');
const editionId = (t: Table) => t.addColumn('edition_id', 'varchar(32)', (c) => c.notNull());

async function index(db: Kysely<unknown>, table: string, columns: string[], unique = false) {
  let q = db.schema
    .createIndex(`idx_${table}_${columns.join('_')}`)
    .on(table)
    .columns(columns);
  if (unique) q = q.unique();
  await q.execute();
}

/** 创业者 and the support they received; 创业项目 and their mentors. */
async function ventures(db: Kysely<unknown>) {
  await db.schema
    .createTable('cy_entrepreneur')
    .$call(id)
    .addColumn('archive_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('business_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(18)', (c) => c.unique())
    .addColumn('industry', 'varchar(32)')
    .addColumn('region_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('founding_date', 'varchar(10)')
    .addColumn('jobs_created', 'integer')
    .addColumn('registered_capital', 'double precision')
    .addColumn('address', 'varchar(200)')
    .addColumn('business_scope', 'varchar(1000)')
    .addColumn('remark', 'varchar(500)')
    .$call(orgScoped)
    .$call(withVersionAndAudit)
    .execute();
  await db.schema
    .createTable('cy_support')
    .$call(id)
    .addColumn('entrepreneur_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(2)', (c) => c.notNull())
    .addColumn('item', 'varchar(60)', (c) => c.notNull())
    .addColumn('amount', 'double precision')
    .addColumn('support_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('provider', 'varchar(100)')
    .addColumn('remark', 'varchar(200)')
    .$call(withAuditColumns)
    .execute();
  await db.schema
    .createTable('cy_project')
    .$call(id)
    .addColumn('project_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('entrepreneur_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('stage', 'varchar(2)', (c) => c.notNull())
    .addColumn('industry', 'varchar(32)')
    .addColumn('funding_need', 'double precision')
    .addColumn('financing_status', 'varchar(2)', (c) => c.notNull().defaultTo('0'))
    .addColumn('description', 'varchar(2000)')
    .$call(orgScoped)
    .$call(withVersionAndAudit)
    .execute();
  await db.schema
    .createTable('cy_mentor')
    .$call(id)
    .addColumn('project_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('mentor_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('work_unit', 'varchar(100)')
    .addColumn('expertise', 'varchar(100)')
    .addColumn('phone', 'varchar(20)')
    .$call(withAuditColumns)
    .execute();
  await index(db, 'cy_entrepreneur', ['archive_id']);
}

/** 评委库, 创业大赛 with its criteria, panel and entries, the judges' scores and the ranking. */
async function contests(db: Kysely<unknown>) {
  await db.schema
    .createTable('cy_judge')
    .$call(id)
    .addColumn('judge_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('work_unit', 'varchar(100)', (c) => c.notNull())
    .addColumn('title', 'varchar(60)')
    .addColumn('expertise', 'varchar(100)')
    .addColumn('id_card', 'varchar(18)', (c) => c.unique())
    .addColumn('phone', 'varchar(20)')
    .addColumn('remark', 'varchar(200)')
    .$call(orgScoped)
    .$call(withVersionAndAudit)
    .execute();
  await db.schema
    .createTable('cy_contest')
    .$call(id)
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('theme', 'varchar(100)')
    .addColumn('organizer', 'varchar(100)')
    .addColumn('sign_up_start', 'varchar(10)')
    .addColumn('sign_up_end', 'varchar(10)')
    .addColumn('status', 'varchar(2)', (c) => c.notNull().defaultTo('0'))
    .addColumn('intro', 'varchar(2000)')
    .addColumn('disagreement_threshold', 'double precision', (c) => c.notNull().defaultTo(15))
    .addColumn('min_entries', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('published', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('results_published', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('publish_time', 'varchar(19)')
    .$call(orgScoped)
    .$call(withVersionAndAudit)
    .execute();
  await db.schema
    .createTable('cy_contest_criterion')
    .$call(id)
    .$call(editionId)
    .addColumn('criterion_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('weight', 'double precision', (c) => c.notNull())
    .addColumn('max_score', 'double precision', (c) => c.notNull().defaultTo(100))
    .addColumn('description', 'varchar(200)')
    .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(withAuditColumns)
    .execute();
  await db.schema
    .createTable('cy_contest_panel')
    .$call(id)
    .$call(editionId)
    .addColumn('judge_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(withAuditColumns)
    .execute();
  await db.schema
    .createTable('cy_contest_entry')
    .$call(id)
    .$call(editionId)
    .addColumn('project_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('archive_id', 'varchar(32)')
    .addColumn('team', 'varchar(200)')
    .addColumn('track', 'varchar(2)', (c) => c.notNull())
    .addColumn('award', 'varchar(2)', (c) => c.notNull().defaultTo('0'))
    .addColumn('final_score', 'double precision')
    .addColumn('rank_no', 'integer')
    .addColumn('disagreement', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .$call(withAuditColumns)
    .execute();
  // One score per judge, entry and criterion; written only by 录入评分.
  await db.schema
    .createTable('cy_contest_score')
    .$call(id)
    .$call(editionId)
    .addColumn('judge_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('entry_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('criterion_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .$call(withAuditColumns)
    .execute();
  // What 计算排名 last worked out (the ranking and every score sheet), one row per edition.
  await db.schema
    .createTable('cy_contest_result')
    .addColumn('edition_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('computed_by', 'varchar(32)')
    .addColumn('computed_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await index(db, 'cy_contest_criterion', ['edition_id', 'criterion_name'], true);
  await index(db, 'cy_contest_panel', ['edition_id', 'judge_id'], true);
  await index(db, 'cy_contest_panel', ['judge_id']);
  await index(db, 'cy_contest_entry', ['edition_id', 'project_id'], true);
  await index(db, 'cy_contest_entry', ['project_id']);
  await index(db, 'cy_contest_score', ['judge_id', 'entry_id', 'criterion_id'], true);
  await index(db, 'cy_contest_score', ['edition_id', 'judge_id']);
  await index(db, 'cy_contest_score', ['entry_id']);
  await index(db, 'cy_contest_score', ['criterion_id']);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await ventures(db);
  await contests(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'cy_contest_result',
    'cy_contest_score',
    'cy_contest_entry',
    'cy_contest_panel',
    'cy_contest_criterion',
    'cy_contest',
    'cy_judge',
    'cy_mentor',
    'cy_project',
    'cy_support',
    'cy_entrepreneur',
  ])
    await db.schema.dropTable(table).execute();
}
