import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { dialectOf } from '../../../db/dialect-of.js';
import { withAuditColumns, withVersionAndAudit } from '../../../db/table-columns.js';

type Table = CreateTableBuilder<string, never>;

const id = (t: Table) => t.addColumn('id', 'varchar(32)', (c) => c.primaryKey());
const orgScoped = (t: Table) => t.addColumn('sys_org_code', 'varchar(64)');

async function index(
  db: Kysely<unknown>,
  table: string,
  columns: string[],
  unique = false,
  name = `${unique ? 'uk' : 'idx'}_${table}_${columns.join('_')}`,
) {
  let builder = db.schema.createIndex(name).on(table).columns(columns);
  if (unique) builder = builder.unique();
  await builder.execute();
}

async function companies(db: Kysely<unknown>) {
  await db.schema
    .createTable('zp_company')
    .$call(id)
    .addColumn('company_name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('credit_code', 'varchar(18)', (c) => c.notNull().unique())
    .addColumn('legal_person', 'varchar(30)')
    .addColumn('industry', 'varchar(32)')
    .addColumn('ownership', 'varchar(4)')
    .addColumn('scale', 'varchar(4)')
    .addColumn('region_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)')
    .addColumn('contact_name', 'varchar(30)')
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('veteran_priority', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('introduction', 'text')
    .addColumn('logo', 'varchar(500)')
    .addColumn('license_image', 'varchar(500)')
    .addColumn('audit_status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('audit_reason', 'varchar(200)')
    .addColumn('audit_time', 'varchar(19)')
    .$call(orgScoped)
    .$call(withVersionAndAudit)
    .execute();
  await index(db, 'zp_company', ['audit_status', 'region_code']);

  await db.schema
    .createTable('zp_company_evaluation')
    .$call(id)
    .addColumn('company_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('evaluator_type', 'varchar(1)', (c) => c.notNull())
    .addColumn('evaluator_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(500)')
    .$call(withAuditColumns)
    .execute();
  await index(db, 'zp_company_evaluation', ['company_id']);
}

async function positions(db: Kysely<unknown>) {
  await db.schema
    .createTable('zp_position')
    .$call(id)
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('company_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('category_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('category_parent_id', 'varchar(32)')
    .addColumn('industry', 'varchar(32)')
    .addColumn('headcount', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('salary_min', 'integer')
    .addColumn('salary_max', 'integer')
    .addColumn('education', 'varchar(4)')
    .addColumn('experience_years', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('age_min', 'integer')
    .addColumn('age_max', 'integer')
    .addColumn('region_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('work_address', 'varchar(200)')
    .addColumn('work_nature', 'varchar(4)')
    .addColumn('skill_tags', 'varchar(200)')
    .addColumn('welfare_tags', 'varchar(200)')
    .addColumn('description', 'text')
    .addColumn('veteran_priority', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('publish_time', 'varchar(19)')
    .addColumn('expire_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('apply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'text')
    .$call(orgScoped)
    .$call(withVersionAndAudit)
    .execute();
  // Portal search: the page walks region then publish time; the count reads only the index,
  // whose rows carry the expiry, the company and the search text (a short column).
  await index(db, 'zp_position', ['status', 'region_code', 'publish_time']);
  await index(db, 'zp_position', ['status', 'city_code', 'publish_time']);
  await index(db, 'zp_position', ['status', 'province_code', 'publish_time']);
  const searched = ['expire_date', 'company_id', 'search_text'];
  await index(
    db,
    'zp_position',
    ['status', 'city_code', ...searched],
    false,
    'idx_zp_position_city_search',
  );
  await index(
    db,
    'zp_position',
    ['status', 'region_code', ...searched],
    false,
    'idx_zp_position_region_search',
  );
  await index(db, 'zp_position', ['status', 'category_parent_id']);
  await index(db, 'zp_position', ['status', 'category_id']);
  await index(db, 'zp_position', ['status', 'publish_time']);
  await index(db, 'zp_position', ['status', 'expire_date']);
  await index(db, 'zp_position', ['company_id']);
}

async function resumes(db: Kysely<unknown>) {
  await db.schema
    .createTable('zp_resume')
    .$call(id)
    .addColumn('real_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('id_card', 'varchar(18)', (c) => c.notNull().unique())
    .addColumn('sex', 'varchar(1)')
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('region_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('education', 'varchar(4)')
    .addColumn('major', 'varchar(60)')
    .addColumn('military_branch', 'varchar(4)')
    .addColumn('service_years', 'integer')
    .addColumn('military_rank', 'varchar(30)')
    .addColumn('military_specialty', 'varchar(60)')
    .addColumn('discharge_date', 'varchar(10)')
    .addColumn('work_years', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skills', 'varchar(300)')
    .addColumn('intention_categories', 'varchar(330)')
    .addColumn('intention_regions', 'varchar(130)')
    .addColumn('salary_min', 'integer')
    .addColumn('salary_max', 'integer')
    .addColumn('work_nature', 'varchar(4)')
    .addColumn('self_evaluation', 'varchar(1000)')
    .addColumn('attachment', 'varchar(500)')
    .addColumn('visibility', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('user_id', 'varchar(32)')
    .addColumn('search_text', 'text')
    .$call(orgScoped)
    .$call(withVersionAndAudit)
    .execute();
  await index(db, 'zp_resume', ['user_id']);
  await index(db, 'zp_resume', ['visibility', 'region_code']);

  for (const [table, columns] of [
    ['zp_resume_education', ['school', 'major', 'education', 'start_date', 'end_date']],
    ['zp_resume_work', ['company_name', 'job_title', 'start_date', 'end_date', 'duty']],
    ['zp_resume_skill', ['skill_name', 'level', 'obtain_date']],
  ] as const) {
    let t = db.schema
      .createTable(table)
      .$call(id)
      .addColumn('resume_id', 'varchar(32)', (c) => c.notNull());
    for (const column of columns) {
      const type = column.endsWith('_date') ? 'varchar(10)' : 'varchar(500)';
      t = t.addColumn(column, type);
    }
    await t.$call(withAuditColumns).execute();
    await index(db, table, ['resume_id']);
  }

  // Derived keys the matching engine narrows candidates with: kind cat / catp / city / prov.
  await db.schema
    .createTable('zp_resume_match_key')
    .addColumn('kind', 'varchar(4)', (c) => c.notNull())
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('resume_id', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_zp_resume_match_key', ['kind', 'code', 'resume_id'])
    .execute();
  await index(db, 'zp_resume_match_key', ['resume_id']);
}

async function applications(db: Kysely<unknown>) {
  await db.schema
    .createTable('zp_delivery')
    .$call(id)
    .addColumn('resume_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('position_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('company_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('deliver_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('view_time', 'varchar(19)')
    .addColumn('interview_time', 'varchar(19)')
    .addColumn('result_time', 'varchar(19)')
    .addColumn('company_note', 'varchar(300)')
    .$call(orgScoped)
    .$call(withVersionAndAudit)
    .execute();
  await index(db, 'zp_delivery', ['resume_id', 'position_id'], true);
  await index(db, 'zp_delivery', ['position_id']);
  await index(db, 'zp_delivery', ['company_id']);

  await db.schema
    .createTable('zp_interview')
    .$call(id)
    .addColumn('delivery_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('resume_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('position_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('interview_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('mode', 'varchar(1)', (c) => c.notNull())
    .addColumn('place', 'varchar(200)')
    .addColumn('online_link', 'varchar(300)')
    .addColumn('contact_name', 'varchar(30)')
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('result', 'varchar(1)')
    .addColumn('evaluation', 'varchar(500)')
    .$call(orgScoped)
    .$call(withVersionAndAudit)
    .execute();
  await index(db, 'zp_interview', ['delivery_id']);
}

async function jobFairs(db: Kysely<unknown>) {
  await db.schema
    .createTable('zp_job_fair')
    .$call(id)
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('fair_type', 'varchar(1)', (c) => c.notNull())
    .addColumn('organizer', 'varchar(100)', (c) => c.notNull())
    .addColumn('venue', 'varchar(200)')
    .addColumn('region_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('end_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('reg_deadline', 'varchar(19)')
    .addColumn('poster', 'varchar(500)')
    .addColumn('description', 'text')
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(orgScoped)
    .$call(withVersionAndAudit)
    .execute();
  await index(db, 'zp_job_fair', ['status', 'start_time']);

  await db.schema
    .createTable('zp_fair_booth')
    .$call(id)
    .addColumn('fair_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('company_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('position_ids', 'varchar(1700)', (c) => c.notNull())
    .addColumn('booth_no', 'varchar(20)')
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('audit_reason', 'varchar(200)')
    .$call(withVersionAndAudit)
    .execute();
  await index(db, 'zp_fair_booth', ['fair_id', 'company_id'], true);

  await db.schema
    .createTable('zp_fair_registration')
    .$call(id)
    .addColumn('fair_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('resume_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('attended', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('intended_hire', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .$call(withAuditColumns)
    .execute();
  await index(db, 'zp_fair_registration', ['fair_id', 'resume_id'], true);
}

async function matching(db: Kysely<unknown>) {
  await db.schema
    .createTable('zp_favorite')
    .$call(id)
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .execute();
  await index(db, 'zp_favorite', ['user_id', 'target_type', 'target_id'], true);

  let rule = db.schema.createTable('zp_recommend_rule').$call(id);
  rule = rule.addColumn('rule_name', 'varchar(50)', (c) => c.notNull());
  for (const w of ['category', 'region', 'education', 'salary', 'experience', 'skill', 'veteran'])
    rule = rule.addColumn(`${w}_weight`, 'integer', (c) => c.notNull().defaultTo(0));
  await rule
    .addColumn('min_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('remark', 'varchar(200)')
    .$call(withVersionAndAudit)
    .execute();

  await db.schema
    .createTable('zp_recommend_record')
    .$call(id)
    .addColumn('resume_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('position_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('score', 'real', (c) => c.notNull())
    .addColumn('breakdown', 'text', (c) => c.notNull())
    .addColumn('message_sent', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .$call(withAuditColumns)
    .execute();
  await index(db, 'zp_recommend_record', ['resume_id']);
}

/**
 * Chinese full text over resumes: an FTS5 trigram table on SQLite; on PostgreSQL a pg_trgm
 * index on the same text, skipped (LIKE still answers, more slowly) where the extension is
 * missing or may not be created.
 */
async function resumeFullText(db: Kysely<unknown>) {
  if (dialectOf(db) === 'sqlite') {
    await sql`create virtual table zp_resume_fts using fts5(resume_id unindexed, body, tokenize = 'trigram')`.execute(
      db,
    );
    return;
  }
  await sql`savepoint zp_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const table of ['zp_resume', 'zp_position'])
      await sql`create index ${sql.id(`idx_${table}_search_trgm`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(
        db,
      );
    await sql`release savepoint zp_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint zp_trgm`.execute(db);
  }
}

/** Recruitment: companies, positions, resumes, applications, interviews, job fairs, matching. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await companies(db);
  await positions(db);
  await resumes(db);
  await applications(db);
  await jobFairs(db);
  await matching(db);
  await resumeFullText(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'zp_resume_fts',
    'zp_recommend_record',
    'zp_recommend_rule',
    'zp_favorite',
    'zp_fair_registration',
    'zp_fair_booth',
    'zp_job_fair',
    'zp_interview',
    'zp_delivery',
    'zp_resume_match_key',
    'zp_resume_skill',
    'zp_resume_work',
    'zp_resume_education',
    'zp_resume',
    'zp_position',
    'zp_company_evaluation',
    'zp_company',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
