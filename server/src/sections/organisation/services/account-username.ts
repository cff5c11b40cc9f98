import { randomInt } from 'node:crypto';
import type { Db } from '../../../db/database.js';

/** What a self-service account's username starts with: 企业, 求职者 (veteran), 培训机构. */
export type AccountPrefix = 'qy' | 'vt' | 'jg';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/**
 * A username for an account that signs in by its phone: the prefix and ten random letters and
 * digits, never the phone (a username shows wherever accounts are listed), and not yet taken.
 */
export async function newAccountUsername(db: Db, prefix: AccountPrefix): Promise<string> {
  for (;;) {
    let name: string = prefix;
    while (name.length < prefix.length + LENGTH) name += ALPHABET[randomInt(ALPHABET.length)];
    const taken = await db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', name)
      .executeTakeFirst();
    if (!taken) return name;
  }
}
