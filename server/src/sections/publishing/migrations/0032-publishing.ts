import type { CreateTableBuilder, Kysely } from 'kysely';
import { withVersionAndAudit } from '../../../db/table-columns.js';

/** Status, schedule, pinning and views: what every published item has. */
function withPublishing<T extends CreateTableBuilder<string, never>>(table: T): T {
  return table
    .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('scheduled_time', 'varchar(19)')
    .addColumn('publish_time', 'varchar(19)')
    .addColumn('is_top', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sys_org_code', 'varchar(64)') as T;
}

/** 信息发布 and 政策发布, and the veterans 政策找人 has told of a policy. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pub_article')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('category', 'varchar(2)', (c) => c.notNull())
    .addColumn('source', 'varchar(60)')
    .addColumn('author', 'varchar(30)')
    .addColumn('cover', 'varchar(500)')
    .addColumn('summary', 'varchar(300)')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachments', 'varchar(2000)')
    .$call(withPublishing)
    .$call(withVersionAndAudit)
    .execute();
  await db.schema
    .createIndex('idx_pub_article_portal')
    .on('pub_article')
    .columns(['status', 'is_top', 'publish_time'])
    .execute();
  await db.schema
    .createTable('pub_policy')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('issuing_authority', 'varchar(100)', (c) => c.notNull())
    .addColumn('doc_number', 'varchar(60)')
    .addColumn('level', 'varchar(2)', (c) => c.notNull())
    .addColumn('category', 'varchar(2)', (c) => c.notNull())
    .addColumn('issue_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('effective_date', 'varchar(10)')
    .addColumn('expire_date', 'varchar(10)')
    .addColumn('target_employment_status', 'varchar(100)')
    .addColumn('min_service_years', 'integer')
    .addColumn('max_service_years', 'integer')
    .addColumn('target_region', 'varchar(12)')
    .addColumn('target_disability_grades', 'varchar(100)')
    .addColumn('target_discharge_types', 'varchar(100)')
    .addColumn('for_start_up', 'varchar(1)', (c) => c.notNull().defaultTo('N'))
    .addColumn('summary', 'varchar(300)')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('interpretation', 'text')
    .addColumn('attachments', 'varchar(2000)')
    // The version 政策找人 last matched; a newer version is matched again.
    .addColumn('matched_version', 'integer')
    .$call(withPublishing)
    .$call(withVersionAndAudit)
    .execute();
  await db.schema
    .createIndex('idx_pub_policy_portal')
    .on('pub_policy')
    .columns(['status', 'is_top', 'publish_time'])
    .execute();
  await db.schema
    .createTable('pub_policy_match')
    .addColumn('policy_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('archive_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('policy_version', 'integer', (c) => c.notNull())
    .addColumn('matched_time', 'varchar(19)', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_pub_policy_match', ['policy_id', 'archive_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pub_policy_match').execute();
  await db.schema.dropTable('pub_policy').execute();
  await db.schema.dropTable('pub_article').execute();
}
