import { type Kysely, sql } from 'kysely';

/** 通知公告 moved from the system section's pages to the notices section's. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update sys_permission set component = 'notices/AnnouncementList'
    where component = 'system/AnnouncementList'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update sys_permission set component = 'system/AnnouncementList'
    where component = 'notices/AnnouncementList'`.execute(db);
}
