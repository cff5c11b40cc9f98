import type { ResourceDef } from '@vets/contracts';
import { snakeCase as snake } from '@vets/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { departmentColumn } from './department-scope.js';
import type { OfficeDirectory } from './record-office.js';
import { asAnyDb } from './resource-store.js';

// biome-ignore lint/suspicious/noExplicitAny: resource tables are only known at run time
type AnySelect = SelectQueryBuilder<any, any, any>;

const BATCH = 500;

type Office = NonNullable<Exclude<ResourceDef['scope'], 'global' | undefined>['office']>;

const officeOf = (def: ResourceDef): Office | undefined =>
  def.scope && def.scope !== 'global' ? def.scope.office : undefined;

const ownerKey = (def: ResourceDef, office: Extract<Office, { owner: string }>) => {
  const ref = def.fields[office.owner]?.ref;
  return office.resource ?? (typeof ref === 'string' ? ref : ref?.resource);
};

/** Resources whose department derives from something, each after the owners it copies from. */
function inPlacementOrder(defs: readonly ResourceDef[]): ResourceDef[] {
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const done = new Set<string>();
  const out: ResourceDef[] = [];
  const visit = (def: ResourceDef, path: Set<string>) => {
    if (done.has(def.key) || path.has(def.key)) return;
    const office = officeOf(def);
    if (!office || !departmentColumn(def)) return;
    if ('owner' in office) {
      const owner = byKey.get(ownerKey(def, office) ?? '');
      if (owner) visit(owner, new Set([...path, def.key]));
    }
    done.add(def.key);
    out.push(def);
  };
  for (const def of defs) visit(def, new Set());
  return out;
}

/** Region-placed records: the office of each one's region, a batch at a time. */
async function placeByRegion(
  db: Db,
  def: ResourceDef,
  region: string,
  offices: OfficeDirectory,
  all: boolean,
): Promise<void> {
  const column = departmentColumn(def)!;
  const any = asAnyDb(db);
  let after = '';
  for (;;) {
    let q = any
      .selectFrom(def.table)
      .select(['id', region, column])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH);
    if (!all) q = q.where(column, 'is', null);
    const rows = (await q.execute()) as Array<Record<string, string | null>>;
    for (const row of rows) {
      const office = await offices.officeOf(row[region]?.split(',')[0]);
      if (office && office !== row[column])
        await any
          .updateTable(def.table)
          .set({ [column]: office })
          .where('id', '=', row.id)
          .execute();
    }
    if (rows.length < BATCH) return;
    after = String(rows.at(-1)!.id);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Owner-placed records: their owner's department, in one statement. */
async function placeByOwner(
  db: Db,
  def: ResourceDef,
  owner: ResourceDef,
  field: string,
  all: boolean,
): Promise<void> {
  const column = snake(departmentColumn(def)!);
  const ownerColumn = snake(departmentColumn(owner)!);
  const t = sql.table(def.table);
  const o = sql.table(owner.table);
  const link = sql`o.id = ${t}.${sql.ref(snake(field))}`;
  const missing = all ? sql`` : sql`and ${t}.${sql.ref(column)} is null`;
  await sql`update ${t} set ${sql.ref(column)} = (select o.${sql.ref(ownerColumn)} from ${o} o where ${link})
    where exists (select 1 from ${o} o where ${link} and o.${sql.ref(ownerColumn)} is not null) ${missing}`.execute(
    db,
  );
}

/**
 * Puts each record with the department its definition derives: the office of its region or its
 * owner's department. Every start fills the records no write placed (demo data); `all` places
 * every record again, once, when the rule itself changed.
 */
export async function placeRecords(
  db: Db,
  defs: readonly ResourceDef[],
  offices: OfficeDirectory,
  options: { all: boolean },
): Promise<void> {
  const byKey = new Map(defs.map((d) => [d.key, d]));
  for (const def of inPlacementOrder(defs)) {
    const office = officeOf(def)!;
    if ('region' in office) {
      await placeByRegion(db, def, office.region, offices, options.all);
      continue;
    }
    const owner = byKey.get(ownerKey(def, office) ?? '');
    if (owner) await placeByOwner(db, def, owner, office.owner, options.all);
  }
}

/**
 * After records of `owner` moved to another department, the records that take their department
 * from them move with them (a company's positions, their applications, and so on down).
 */
export async function followOwner(
  db: Db,
  owner: ResourceDef,
  ids: readonly string[] | AnySelect,
  defs: readonly ResourceDef[],
): Promise<void> {
  if (Array.isArray(ids) && !ids.length) return;
  const any = asAnyDb(db);
  const ownerColumn = departmentColumn(owner)!;
  for (const def of defs) {
    const office = officeOf(def);
    if (!office || !('owner' in office) || ownerKey(def, office) !== owner.key) continue;
    const column = departmentColumn(def)!;
    await any
      .updateTable(def.table)
      .set((eb) => ({
        [column]: eb
          .selectFrom(`${owner.table} as o`)
          .select(`o.${ownerColumn}`)
          .whereRef('o.id', '=', `${def.table}.${office.owner}`),
      }))
      .where(office.owner, 'in', ids as AnySelect)
      .execute();
    const moved = any
      .selectFrom(def.table)
      .select('id')
      .where(office.owner, 'in', ids as AnySelect);
    await followOwner(db, def, moved, defs);
  }
}
