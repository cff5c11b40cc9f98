import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bootstrapped, bootstrap } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/core/config.js';
import { allMigrations } from '../../src/sections/composition.js';
import { API, login, withToken } from '../helpers/test-app.js';
import { allTables } from '../helpers/test-db.js';

/**
 * A database that main created before the sections existed (commit 3d16c63: migrations 0001 to
 * 0015, the seed and the demo data, admin's password `Admin#2026test`), opened by today's server.
 */
const FIXTURE = path.join(import.meta.dirname, '..', 'fixtures', 'sqlite-main-3d16c63.db.gz');
const OLD_ADMIN_PASSWORD = 'Admin#2026test';

const TABLES = [
  'zpCompany',
  'zpPosition',
  'zpResume',
  'zpDelivery',
  'zpJobFair',
  'sysUser',
] as const;

describe.skipIf(process.env.TEST_DB === 'postgres')('upgrading a database made by main', () => {
  let dataDir: string;
  let server: Bootstrapped;
  let app: FastifyInstance;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vets-upgrade-'));
    await writeFile(path.join(dataDir, 'vets.db'), gunzipSync(await readFile(FIXTURE)));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      SEED_DEMO: '1',
    });
    server = await bootstrap(config, { logger: false });
    app = server.app;
    await app.ready();
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs only the new migrations and keeps the recorded names', async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
      server.ctx.db,
    );
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(allMigrations().migrations).sort());
  });

  it('keeps every record, and adds no demo data to a database that has some', async () => {
    const db = allTables(server.ctx.db);
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const { n } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(n);
    }
    expect(counts).toEqual({
      zpCompany: 50,
      zpPosition: 300,
      zpResume: 200,
      zpDelivery: expect.any(Number),
      zpJobFair: 5,
      sysUser: 1,
    });
  });

  it('serves the old data: admin signs in, lists positions and searches resumes', async () => {
    const { token } = await login(app, 'admin', OLD_ADMIN_PASSWORD);
    const headers = withToken(token);
    const positions = await app.inject({
      method: 'GET',
      url: `${API}/recruitment/position/list?pageSize=5`,
      headers,
    });
    expect(positions.statusCode).toBe(200);
    expect(positions.json().result.total).toBe(300);
    const search = await app.inject({
      method: 'GET',
      url: `${API}/recruitment/resume/search?keyword=${encodeURIComponent('驾驶')}`,
      headers,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().result.total).toBeGreaterThan(0);
    const menu = await app.inject({
      method: 'GET',
      url: `${API}/sys/permission/getUserPermissionByToken`,
      headers,
    });
    const titles = menu.json().result.menu.map((m: { meta: { title: string } }) => m.meta.title);
    expect(titles).toEqual(expect.arrayContaining(['招聘管理', '系统管理']));
    const pages = await server.ctx.db
      .selectFrom('sysPermission')
      .select(['id', 'component'])
      .where('id', 'in', ['menu-zp-recommendRule', 'menu-system-check-rule'])
      .orderBy('id')
      .execute();
    expect(pages).toEqual([
      { id: 'menu-system-check-rule', component: 'resource:sysCheckRule' },
      { id: 'menu-zp-recommendRule', component: 'resource:zpRecommendRule' },
    ]);
  });
});

/**
 * A database the main of 2026-11-27 created (commit 4edcf6b: the 33 migrations numbered from one
 * counter, the seed without demo data), opened by a server whose migrations are named by area
 * and run core first.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'upgrading a database made by main 4edcf6b',
  () => {
    let dataDir: string;
    let server: Bootstrapped;

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'vets-upgrade-'));
      const fixture = path.join(import.meta.dirname, '..', 'fixtures', 'sqlite-main-4edcf6b.db.gz');
      await writeFile(path.join(dataDir, 'vets.db'), gunzipSync(await readFile(fixture)));
      const config = loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent-web-dist',
      });
      server = await bootstrap(config, { logger: false });
    });
    afterAll(async () => {
      await server?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('keeps the 33 recorded names and runs only the area-named ones after them', async () => {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration
      order by timestamp, name`.execute(server.ctx.db);
      const names = rows.map((r) => r.name);
      expect(names.slice(0, 33).every((n) => /^\d{4}-/.test(n))).toBe(true);
      // Several run within one millisecond: compared as a set (migration-set.test.ts has the order).
      expect([...names.slice(33)].sort()).toEqual(
        Object.keys(allMigrations().migrations)
          .filter((n) => !/^\d{4}-/.test(n))
          .sort(),
      );
      expect(names.slice(33)).toContain('system-0001-tenant-page');
    });

    it('finds the pages that moved out of system in their new sections', async () => {
      const menus = await server.ctx.db
        .selectFrom('sysPermission')
        .select(['id', 'component'])
        .where('id', 'in', [
          'menu-system-annt',
          'menu-system-banner',
          'menu-system-depart',
          'menu-system-permission',
          'menu-system-role',
          'menu-system-site',
          'menu-system-user',
        ])
        .orderBy('id')
        .execute();
      expect(menus).toEqual([
        { id: 'menu-system-annt', component: 'notices/AnnouncementList' },
        { id: 'menu-system-banner', component: 'site/BannerList' },
        { id: 'menu-system-depart', component: 'organisation/DepartList' },
        { id: 'menu-system-permission', component: 'organisation/PermissionList' },
        { id: 'menu-system-role', component: 'organisation/RoleList' },
        { id: 'menu-system-site', component: 'site/SiteInfo' },
        { id: 'menu-system-user', component: 'organisation/UserList' },
      ]);
    });

    it('mends 租户管理, which that main seeded with a removed page', async () => {
      const menu = await server.ctx.db
        .selectFrom('sysPermission')
        .select('component')
        .where('id', '=', 'menu-system-tenant')
        .executeTakeFirstOrThrow();
      expect(menu.component).toBe('resource:sysTenant');
      // That main seeded 组件示例 for everyone; it is a development page now.
      const showcase = await server.ctx.db
        .selectFrom('sysPermission')
        .select('id')
        .where('id', '=', 'menu-system-widgets')
        .execute();
      expect(showcase).toEqual([]);
      const { token } = await login(server.app, 'admin', OLD_ADMIN_PASSWORD);
      const list = await server.app.inject({
        method: 'GET',
        url: `${API}/sys/tenant/list`,
        headers: withToken(token),
      });
      expect(list.statusCode).toBe(200);
    });
  },
);
