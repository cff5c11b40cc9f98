import {
  type FieldDef,
  permissionCode,
  type ResourceDef,
  type ScopeDef,
  yesNo,
} from '@vets/contracts';
import type { SelectQueryBuilder } from 'kysely';
import { bumpPermissionVersion } from '../../src/core/auth/permission-store.js';
import { departmentColumn } from '../../src/core/resource/department-scope.js';
import { asAnyDb } from '../../src/core/resource/resource-store.js';
import { newId } from '../../src/db/ids.js';
import { creditCode, idCard } from './recruitment.js';
import { createUser, login, type TestApp, withToken } from './test-app.js';

/** The county the clerks of the scope walks serve (唐山市路北区), and one they do not. */
export const COUNTY_REGION = '130203';
export const OTHER_REGION = '130102';

// biome-ignore lint/suspicious/noExplicitAny: resource tables are only known at run time
type AnySelect = SelectQueryBuilder<any, any, any>;

export const scopeOf = (def: ResourceDef): ScopeDef | undefined =>
  def.scope && def.scope !== 'global' ? def.scope : undefined;

/** Every registered resource a department scope binds: directly, or through its parent. */
export function scopedDefs(t: TestApp): ResourceDef[] {
  const all = t.ctx.resources.all().map((b) => b.def);
  const byTable = new Map(all.map((d) => [d.table, d]));
  const scoped = (d: ResourceDef): boolean =>
    d.parentTable ? scoped(byTable.get(d.parentTable)!) : Boolean(scopeOf(d));
  return all.filter(scoped);
}

export const byKey = (t: TestApp, key: string) => t.ctx.resources.byKey(key)!.def;

/** A role holding every permission and no data rule: an administrator forgot to add them. */
export async function everyPermissionRole(t: TestApp, id: string): Promise<void> {
  await t.db
    .insertInto('sysRole')
    .values({ id, roleName: id, roleCode: id.replaceAll('-', '_'), createTime: '2026-11-01' })
    .execute();
  const permissions = await t.db.selectFrom('sysPermission').select('id').execute();
  await t.db
    .insertInto('sysRolePermission')
    .values(permissions.map((p) => ({ id: newId(), roleId: id, permissionId: p.id })))
    .execute();
  await bumpPermissionVersion(t.ctx.db);
}

/** A signed-in member of staff of the department `orgCode`, holding `roleId`. */
export async function clerkOf(t: TestApp, username: string, orgCode: string, roleId: string) {
  const user = await createUser(t.ctx, { username, roles: [], orgCode });
  await t.db.insertInto('sysUserRole').values({ id: newId(), userId: user.id, roleId }).execute();
  await bumpPermissionVersion(t.ctx.db);
  return withToken((await login(t.app, user.username, user.password)).token);
}

/** A value of a staff-readable field that keeps the record from staff outside its department. */
async function privateValue(t: TestApp, f: FieldDef, open: readonly string[]): Promise<string> {
  if (f.kind === 'switch') return yesNo.values.no;
  const items = await t.db
    .selectFrom('sysDictItem as i')
    .innerJoin('sysDict as d', 'd.id', 'i.dictId')
    .select('i.itemValue')
    .where('d.dictCode', '=', f.dict!)
    .execute();
  const value = items.map((i) => i.itemValue).find((v) => !open.includes(v));
  if (value === undefined) throw new Error(`字典 ${f.dict} 没有不公开的值`);
  return value;
}

/**
 * The ids of `def`'s records kept outside the department `org` (for a sub-table: of parents
 * outside it; for a resource bound through another: naming one outside it).
 */
export function outsideIds(t: TestApp, def: ResourceDef, org: string): AnySelect {
  const db = asAnyDb(t.ctx.db);
  const q = db.selectFrom(def.table).select('id');
  if (def.parentKey) {
    const parent = t.ctx.resources.serviceOfTable(def.parentTable!)!.def;
    return q.where(def.parentKey, 'in', outsideIds(t, parent, org));
  }
  const column = departmentColumn(def);
  if (column)
    return q.where((eb) => eb.or([eb(column, 'is', null), eb(column, 'not like', `${org}%`)]));
  const through = def.scopeThrough!;
  const field = typeof through === 'string' ? through : through.field;
  const ref = def.fields[field]!.ref;
  const owner =
    typeof through === 'string'
      ? typeof ref === 'string'
        ? ref
        : ref!.resource
      : through.resource;
  return q.where(field, 'in', outsideIds(t, byKey(t, owner), org));
}

/** Makes a record one that only its own department's staff may read (unpublishes it). */
export async function makePrivate(t: TestApp, def: ResourceDef, id: string): Promise<void> {
  const open = scopeOf(def)?.staffRead;
  if (open === 'all') throw new Error(`${def.key} 的记录都对工作人员公开`);
  if (open) {
    const value = await privateValue(t, def.fields[open.field]!, open.in);
    await asAnyDb(t.ctx.db)
      .updateTable(def.table)
      .set({ [open.field]: value })
      .where('id', '=', id)
      .execute();
  }
  if (def.parentKey) {
    const parent = t.ctx.resources.serviceOfTable(def.parentTable!)!.def;
    const row = (await asAnyDb(t.ctx.db)
      .selectFrom(def.table)
      .select(def.parentKey)
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as Record<string, string>;
    await makePrivate(t, parent, row[def.parentKey]!);
  }
}

/** Records public by nature, kept outside `org`: published positions of another county. */
export function outsidePublicIds(t: TestApp, def: ResourceDef, org: string): AnySelect | null {
  const open = scopeOf(def)?.staffRead;
  if (!open || def.parentKey) return null;
  const q = outsideIds(t, def, org);
  return open === 'all' ? q : q.where(open.field, 'in', [...open.in]);
}

let counter = 0;

/** A fresh value for a unique field, valid for its pattern. */
export function freshValue(f: FieldDef, region = COUNTY_REGION): string | number {
  counter++;
  const n = String(Date.now() % 100_000).padStart(5, '0') + String(counter).padStart(4, '0');
  if (f.pattern?.startsWith('idCard')) return idCard(region, '19900101', n.slice(-3));
  if (f.pattern === 'creditCode') return creditCode(`MB${n.slice(-7)}`);
  if (f.pattern === 'phone') return `139${n.slice(-8)}`;
  if (f.kind === 'integer' || f.kind === 'number') return Number(n.slice(-6));
  return `${f.label}${n}`.slice(0, f.maxLength ?? 50);
}

/** The permission codes of a definition's list and of its sensitive fields. */
export const listCode = (def: ResourceDef) => permissionCode(def, 'list');

/** Prints how much a walk covered, by database, for the issue notes (the counts are asserted). */
export function reportWalk(what: string, count: number): void {
  console.info(`[walk ${process.env.TEST_DB ?? 'sqlite'}] ${what}: ${count}`);
}
