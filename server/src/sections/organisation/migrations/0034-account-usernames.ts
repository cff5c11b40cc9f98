import { randomInt } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/**
 * Company, institution and veteran accounts were named by their phone, so every list of users
 * showed the number its phone column masks. Each such account whose username is still its bound
 * phone, and the only account with that phone, gets a generated username (`qy`, `jg`, `vt` and
 * ten letters and digits): it keeps signing in by the phone, which now finds it through the
 * phone column. The audit columns (`create_by`, `update_by`) of every table follow the rename, so
 * that "who" and data rules on `#{sys_user_code}` still name the account. Login logs are left as
 * they were written. Written once: it does not import the code that makes new usernames.
 */

const PREFIX: Record<string, string> = { companyUser: 'qy', educationUser: 'jg', veteran: 'vt' };
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const PHONE = /^1[3-9]\d{9}$/;
const MAP = 'tmp_0034_username_map';

// One-word names throughout: the app's Kysely handle renames snake_case result columns.
interface Renamed {
  former: string;
  given: string;
}

// biome-ignore lint/suspicious/noExplicitAny: a migration addresses tables by name, untyped.
type AnyDb = Kysely<any>;

async function phoneNamedAccounts(db: AnyDb) {
  const rows: Array<{ id: string; username: string; role: string }> = await db
    .selectFrom('sys_user as u')
    .innerJoin('sys_user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select(['u.id as id', 'u.username as username', 'r.role_code as role'])
    .where('u.del_flag', '=', 0)
    .whereRef('u.username', '=', 'u.phone')
    .where('r.role_code', 'in', Object.keys(PREFIX))
    .execute();
  const unique = new Map(rows.filter((r) => PHONE.test(r.username)).map((r) => [r.id, r]));
  const shared: Array<{ phone: string }> = await db
    .selectFrom('sys_user')
    .select('phone')
    .where('del_flag', '=', 0)
    .where('phone', 'is not', null)
    .groupBy('phone')
    .having(sql`count(*)`, '>', 1)
    .execute();
  const sharedPhones = new Set(shared.map((s) => s.phone));
  return [...unique.values()].filter((r) => !sharedPhones.has(r.username));
}

async function freshName(db: AnyDb, prefix: string, taken: Set<string>): Promise<string> {
  for (;;) {
    let name = prefix;
    while (name.length < prefix.length + 10) name += ALPHABET[randomInt(ALPHABET.length)];
    if (taken.has(name)) continue;
    const row = await db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', name)
      .executeTakeFirst();
    if (!row) {
      taken.add(name);
      return name;
    }
  }
}

/** Tables with an audit column, as the database has them now. */
async function auditColumns(db: AnyDb): Promise<Array<[table: string, column: string]>> {
  const all = await db.introspection.getTables();
  // Only this installation's schema (the one sys_user is in), never another's tables.
  const schema = all.find((t) => t.name === 'sys_user')?.schema;
  const tables = all.filter((t) => t.schema === schema);
  return tables.flatMap((t) =>
    t.columns
      .filter((c) => c.name === 'create_by' || c.name === 'update_by')
      .map((c): [string, string] => [t.name, c.name]),
  );
}

export async function up(db: AnyDb): Promise<void> {
  const accounts = await phoneNamedAccounts(db);
  if (!accounts.length) return;
  const taken = new Set<string>();
  const renamed: Renamed[] = [];
  for (const a of accounts)
    renamed.push({ former: a.username, given: await freshName(db, PREFIX[a.role]!, taken) });
  await db.schema
    .createTable(MAP)
    .addColumn('former', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('given', 'varchar(32)', (c) => c.notNull())
    .execute();
  for (let i = 0; i < renamed.length; i += 200)
    await db
      .insertInto(MAP)
      .values(renamed.slice(i, i + 200))
      .execute();
  const renameIn = (table: string, column: string) =>
    sql`update ${sql.table(table)} set ${sql.ref(column)} =
      (select m.given from ${sql.table(MAP)} m where m.former = ${sql.ref(`${table}.${column}`)})
      where ${sql.ref(column)} in (select former from ${sql.table(MAP)})`.execute(db);
  await renameIn('sys_user', 'username');
  for (const [table, column] of await auditColumns(db)) {
    if (table !== MAP) await renameIn(table, column);
  }
  await db.schema.dropTable(MAP).execute();
}

/** The generated names stay: the phones are not written back into the usernames. */
export async function down(): Promise<void> {}
