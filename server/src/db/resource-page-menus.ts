import { type Kysely, sql } from 'kysely';

interface ResourcePageMenu {
  /** The menu entry's id. */
  id: string;
  /** The page component it had. */
  from: string;
  /** The resource whose generic page replaces it. */
  key: string;
}

/**
 * Points seeded menu entries at the generic page of their resource (`resource:<key>`), or back.
 * Only entries still naming the seeded component change; an administrator's edits stay.
 */
export async function resourcePageMenus(
  db: Kysely<unknown>,
  pages: readonly ResourcePageMenu[],
  direction: 'up' | 'down',
): Promise<void> {
  for (const page of pages) {
    const [from, to] =
      direction === 'up'
        ? [page.from, `resource:${page.key}`]
        : [`resource:${page.key}`, page.from];
    const name = direction === 'up' ? page.key : page.from.split('/').pop();
    await sql`update sys_permission set component = ${to}, component_name = ${name}
      where id = ${page.id} and component = ${from}`.execute(db);
  }
}
