import type { CreateTableBuilder, Kysely } from 'kysely';
import { withVersionAndAudit } from '../../../../db/table-columns.js';

type Table = CreateTableBuilder<string, never>;

/** The columns every showcase table begins with. */
const id = (t: Table) => t.addColumn('id', 'varchar(32)', (c) => c.primaryKey());

/** 发布状态 and 发布时间, the department that keeps the record, version and audit columns. */
const published = (t: Table) =>
  t
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('publish_time', 'varchar(19)')
    .addColumn('sys_org_code', 'varchar(64)')
    .$call(withVersionAndAudit);

async function index(db: Kysely<unknown>, table: string, columns: string[]) {
  await db.schema
    .createIndex(`idx_${table}_${columns.join('_')}`)
    .on(table)
    .columns(columns)
    .execute();
}

/**
 * 创业服务 · 成果与平台: 成果展示, 成果转化, 农业创新平台 (projects and products), 促进会 (members and
 * news). The portal reads published rows by publish time, so each table indexes that order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cy_achievement')
    .$call(id)
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('owner_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('domain', 'varchar(2)', (c) => c.notNull())
    .addColumn('region_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)', (c) => c.notNull())
    .addColumn('cover', 'varchar(500)')
    .addColumn('body', 'text')
    .addColumn('images', 'varchar(2000)')
    .addColumn('honors', 'varchar(1000)')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(published)
    .execute();
  await index(db, 'cy_achievement', ['status', 'publish_time']);

  await db.schema
    .createTable('cy_transformation')
    .$call(id)
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('result_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('cooperation_modes', 'varchar(20)', (c) => c.notNull())
    .addColumn('funding_sought', 'integer')
    .addColumn('patent_no', 'varchar(100)')
    .addColumn('maturity', 'varchar(2)', (c) => c.notNull())
    .addColumn('owner_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('region_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('contact_person', 'varchar(30)')
    .addColumn('contact_channel', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('attachments', 'varchar(2000)')
    .addColumn('match_time', 'varchar(19)')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(published)
    .execute();
  await index(db, 'cy_transformation', ['status', 'publish_time']);

  await db.schema
    .createTable('cy_agri_project')
    .$call(id)
    .addColumn('project_name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('operator_name', 'varchar(100)')
    .addColumn('region_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('scale', 'varchar(100)')
    .addColumn('produce', 'varchar(200)')
    .addColumn('stage', 'varchar(2)', (c) => c.notNull())
    .addColumn('summary', 'varchar(1000)')
    .addColumn('cover', 'varchar(500)')
    .$call(published)
    .execute();
  await index(db, 'cy_agri_project', ['status', 'publish_time']);

  await db.schema
    .createTable('cy_agri_product')
    .$call(id)
    .addColumn('product_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('project_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('category', 'varchar(2)', (c) => c.notNull())
    .addColumn('spec', 'varchar(100)')
    .addColumn('price_min', 'double precision')
    .addColumn('price_max', 'double precision')
    .addColumn('price_unit', 'varchar(20)')
    .addColumn('origin_region', 'varchar(12)')
    .addColumn('image', 'varchar(500)')
    .addColumn('sales_channel', 'varchar(200)')
    .addColumn('intro', 'varchar(1000)')
    .$call(published)
    .execute();
  await index(db, 'cy_agri_product', ['project_id']);
  await index(db, 'cy_agri_product', ['status', 'publish_time']);

  await db.schema
    .createTable('cy_assoc_member')
    .$call(id)
    .addColumn('org_name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('member_type', 'varchar(2)', (c) => c.notNull())
    .addColumn('region_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('industry', 'varchar(32)')
    .addColumn('join_date', 'varchar(10)')
    .addColumn('intro', 'varchar(1000)')
    .addColumn('logo', 'varchar(500)')
    .addColumn('contact_name', 'varchar(30)')
    .addColumn('contact_phone', 'varchar(20)')
    .$call(published)
    .execute();
  await index(db, 'cy_assoc_member', ['status', 'member_type']);

  await db.schema
    .createTable('cy_assoc_news')
    .$call(id)
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('source', 'varchar(50)')
    .addColumn('cover', 'varchar(500)')
    .addColumn('summary', 'varchar(300)')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(published)
    .execute();
  await index(db, 'cy_assoc_news', ['status', 'publish_time']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'cy_assoc_news',
    'cy_assoc_member',
    'cy_agri_product',
    'cy_agri_project',
    'cy_transformation',
    'cy_achievement',
  ])
    await db.schema.dropTable(table).execute();
}
