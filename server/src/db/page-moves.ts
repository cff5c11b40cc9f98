import { type Kysely, sql } from 'kysely';

/**
 * A migration for back-office pages that moved to another section: menus that name a page by
 * its old component (`system/BannerList`) name it by its new one (`site/BannerList`).
 */
export function pageMoves(moves: ReadonlyArray<readonly [from: string, to: string]>) {
  const rename = async (db: Kysely<unknown>, forward: boolean) => {
    for (const [from, to] of moves) {
      const [was, becomes] = forward ? [from, to] : [to, from];
      await sql`update sys_permission set component = ${becomes} where component = ${was}`.execute(
        db,
      );
    }
  };
  return {
    up: (db: Kysely<unknown>) => rename(db, true),
    down: (db: Kysely<unknown>) => rename(db, false),
  };
}
