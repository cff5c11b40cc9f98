import type { Kysely } from 'kysely';
import { withVersionAndAudit } from '../../../db/table-columns.js';

/**
 * Announcements and, per recipient, whether they have read one. Send rows exist only while an
 * announcement is published: revoking or deleting removes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sys_announcement')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('titile', 'varchar(100)', (c) => c.notNull())
    .addColumn('msg_abstract', 'varchar(500)')
    .addColumn('msg_content', 'text')
    .addColumn('priority', 'varchar(1)', (c) => c.notNull().defaultTo('L'))
    .addColumn('msg_category', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
    .addColumn('msg_type', 'varchar(10)', (c) => c.notNull().defaultTo('ALL'))
    .addColumn('user_ids', 'text')
    .addColumn('send_status', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
    .addColumn('send_time', 'varchar(19)')
    .addColumn('cancel_time', 'varchar(19)')
    .addColumn('sender', 'varchar(100)')
    .addColumn('open_type', 'varchar(20)')
    .addColumn('open_page', 'varchar(255)')
    .addColumn('del_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(withVersionAndAudit)
    .execute();
  await db.schema
    .createTable('sys_announcement_send')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('annt_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_announcement.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(32)', (c) =>
      c.notNull().references('sys_user.id').onDelete('cascade'),
    )
    // Copied from the announcement so the bell's counts need no join.
    .addColumn('msg_category', 'varchar(1)', (c) => c.notNull())
    .addColumn('read_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_time', 'varchar(19)')
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('uq_sys_announcement_send', ['annt_id', 'user_id'])
    .execute();
  // listByUser: a user's unread rows of one category, counted and listed newest first.
  await db.schema
    .createIndex('idx_sys_annt_send_user')
    .on('sys_announcement_send')
    .columns(['user_id', 'read_flag', 'msg_category', 'create_time', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sys_announcement_send').execute();
  await db.schema.dropTable('sys_announcement').execute();
}
