import { createHash } from 'node:crypto';
import type { ResourceDef } from '@vets/contracts';
import { snakeCase as snake } from '@vets/contracts';
import { sql } from 'kysely';
import type { Db, DialectName } from '../../db/database.js';

/** The list order every read of the resource uses: its default sort, then the id. */
function sortColumns(def: ResourceDef): string[] {
  const field = snake(def.defaultSort?.field ?? 'createTime');
  return field === 'id' ? ['id'] : [field, 'id'];
}

/**
 * The indexes a resource's lists need, as column lists: the default order (within the parent,
 * the tenant or, for data rules, the department), and each declared exact or range filter
 * followed by that order. Unique fields already have their unique index.
 */
export function wantedIndexes(def: ResourceDef): string[][] {
  const order = sortColumns(def);
  const lead = [
    ...(def.parentKey ? [snake(def.parentKey)] : []),
    ...(def.tenantScoped ? ['tenant_id'] : []),
  ];
  // The primary key already serves a list in id order.
  const wanted = lead.length || order[0] !== 'id' ? [[...lead, ...order]] : [];
  if (def.orgScoped) wanted.push(['sys_org_code', ...order]);
  for (const [key, f] of Object.entries(def.fields)) {
    if (key === 'id' || f.unique || key === def.parentKey) continue;
    if (f.search === 'eq' || f.search === 'range') {
      const column = snake(key);
      wanted.push(order[0] === column ? order : [column, ...order]);
    }
  }
  return wanted;
}

/**
 * Unique codes searched by prefix (`P05*`): PostgreSQL serves `LIKE 'P05%'` from a pattern
 * index whatever the database's collation; SQLite reads them as a range of the unique index.
 */
function prefixSearched(def: ResourceDef): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => f.unique && f.search === 'eq' && f.kind === 'string')
    .map(([key]) => snake(key));
}

/** Column lists of the table's existing indexes, in index order. */
async function existingIndexes(db: Db, dialect: DialectName, table: string): Promise<string[][]> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{ name: string; col: string; pos: number }>`
          select il.name as name, ii.name as col, ii.seqno as pos
          from pragma_index_list(${table}) il, pragma_index_info(il.name) ii`.execute(db)
      : await sql<{ name: string; col: string; pos: number }>`
          select i.relname as name, a.attname as col,
                 array_position(ix.indkey::int2[], a.attnum) as pos
          from pg_class t
          join pg_index ix on ix.indrelid = t.oid
          join pg_class i on i.oid = ix.indexrelid
          join pg_attribute a on a.attrelid = t.oid and a.attnum = any(ix.indkey::int2[])
          where t.relname = ${table} and t.relkind = 'r'
            and t.relnamespace = to_regnamespace(current_schema())`.execute(db);
  const byName = new Map<string, Array<{ col: string; pos: number }>>();
  for (const r of rows.rows) byName.set(r.name, [...(byName.get(r.name) ?? []), r]);
  return [...byName.values()].map((cols) =>
    cols.sort((a, b) => Number(a.pos) - Number(b.pos)).map((c) => c.col),
  );
}

const startsWith = (index: string[], wanted: string[]) => wanted.every((c, i) => index[i] === c);

/** An index name within PostgreSQL's 63 characters, stable for the same columns. */
function indexName(table: string, columns: string[]): string {
  const name = `ix_${table}__${columns.join('_')}`;
  if (name.length <= 63) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 54)}_${hash}`;
}

/**
 * Creates every index the resources' lists need that no existing index already starts with.
 * Runs at each start after the migrations; derived from the definitions, so a new filter or
 * sort needs no migration of its own. Returns the names created.
 */
export async function ensureResourceIndexes(
  db: Db,
  dialect: DialectName,
  defs: readonly ResourceDef[],
): Promise<string[]> {
  const created: string[] = [];
  for (const def of defs) {
    const existing = await existingIndexes(db, dialect, def.table);
    for (const columns of wantedIndexes(def)) {
      if (existing.some((index) => startsWith(index, columns))) continue;
      const name = indexName(def.table, columns);
      await db.schema.createIndex(name).ifNotExists().on(def.table).columns(columns).execute();
      existing.push(columns);
      created.push(name);
    }
    if (dialect !== 'postgres') continue;
    for (const column of prefixSearched(def)) {
      const name = indexName(def.table, [column, 'pattern']);
      await db.schema
        .createIndex(name)
        .ifNotExists()
        .on(def.table)
        .expression(sql`${sql.ref(column)} text_pattern_ops`)
        .execute();
    }
  }
  return created;
}
