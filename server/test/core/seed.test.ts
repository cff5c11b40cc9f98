import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/core/auth/passwords.js';
import { Clock } from '../../src/db/clock.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { allMigrations, seedSections } from '../../src/sections/composition.js';
import { type AllTablesDb, allTables, openTestDatabase } from '../helpers/test-db.js';

let h: DatabaseHandle;
let db: AllTablesDb;
const clock = new Clock('Asia/Shanghai');
beforeAll(async () => {
  h = await openTestDatabase();
  await migrateToLatest(h.db, allMigrations());
  db = allTables(h.db);
});
afterAll(() => h.close());

async function counts() {
  const tables = [
    'sysDepart',
    'sysRole',
    'sysPermission',
    'sysRolePermission',
    'sysDict',
    'sysDictItem',
    'sysUser',
    'sysUserRole',
    'sysSetting',
  ] as const;
  const out: Record<string, number> = {};
  for (const table of tables) {
    const r = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(r.n);
  }
  return out;
}

describe('seed', () => {
  it('creates admin with a random strong password on first run, and is idempotent', async () => {
    const first = await seedSections(h.db, { clock, dialect: h.dialect, adminPassword: undefined });
    expect(first.generatedAdminPassword).toMatch(/^.{16}$/);
    const before = await counts();
    expect(before.sysRole).toBe(6);
    expect(before.sysUser).toBe(1);
    // Province office, 11 city offices and their counties.
    expect(before.sysDepart).toBeGreaterThan(200);

    const second = await seedSections(h.db, {
      clock,
      dialect: h.dialect,
      adminPassword: 'Ignored#Pass1',
    });
    expect(second.generatedAdminPassword).toBeNull();
    expect(await counts()).toEqual(before);

    const admin = await db
      .selectFrom('sysUser')
      .select('passwordHash')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(admin.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(admin.passwordHash, first.generatedAdminPassword!)).toBe(true);
  });

  it('gives the departments a nested org-code tree along the regions', async () => {
    const rows = await db
      .selectFrom('sysDepart')
      .select(['orgCode', 'departName', 'regionCode'])
      .where('orgCode', 'in', ['A01', 'A01A01', 'A01A01A01'])
      .orderBy('orgCode')
      .execute();
    expect(rows).toEqual([
      { orgCode: 'A01', departName: '河北省退役军人就业创业服务中心', regionCode: '130000' },
      { orgCode: 'A01A01', departName: '石家庄市退役军人服务中心', regionCode: '130100' },
      { orgCode: 'A01A01A01', departName: '石家庄市长安区退役军人服务站', regionCode: '130102' },
    ]);
  });

  it('does not restore a grant an administrator removed', async () => {
    await db
      .deleteFrom('sysRolePermission')
      .where('roleId', '=', 'role-staff')
      .where('permissionId', '=', 'menu-account-center')
      .execute();
    await seedSections(h.db, { clock, dialect: h.dialect, adminPassword: undefined });
    const grant = await db
      .selectFrom('sysRolePermission')
      .select('id')
      .where('roleId', '=', 'role-staff')
      .where('permissionId', '=', 'menu-account-center')
      .executeTakeFirst();
    expect(grant).toBeUndefined();
  });
});
