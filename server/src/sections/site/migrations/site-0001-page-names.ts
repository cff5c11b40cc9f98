import { type Kysely, sql } from 'kysely';

/** 门户轮播图 and 门户站点信息 moved from the system section's pages to the site section's. */
const MOVED = [
  ['system/BannerList', 'site/BannerList'],
  ['system/SiteInfo', 'site/SiteInfo'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of MOVED)
    await sql`update sys_permission set component = ${to} where component = ${from}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of MOVED)
    await sql`update sys_permission set component = ${from} where component = ${to}`.execute(db);
}
