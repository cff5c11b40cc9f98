/**
 * System administration figures (issue 4): getUserPermissionByToken for users with 10 roles over
 * a 500-entry menu tree: each user's first call (users with the same roles share one payload),
 * repeat calls (cached per user and version), and calls right after a permission change (the
 * version changes before every call, so the payload is built from the tables every time).
 * PROFILE_DIR=dir keeps the server's CPU profiles.
 * Run with `npm run build` first; `npm run bench:admin -w bench`.
 */
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  ADMIN_PASSWORD,
  makeTempDir,
  percentile,
  type Server,
  startBenchServer,
  stopServer,
} from './helpers.js';

const MENUS = 500;
const ROLES = 10;
const USERS = 40;
const username = (i: number) => `bench_roles${i}`;
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/**
 * 50 top-level menus with 9 entries each (sub-menus and buttons) beside the seed's, 10 roles
 * that each grant a different half of them, and a user holding all 10 roles.
 */
function generate(dbFile: string, passwordHash: string): void {
  const db = new Database(dbFile);
  const insertMenu = db.prepare(
    `insert into sys_permission (id, parent_id, name, url, component, component_name, redirect, menu_type, perms, perms_type, sort_no, always_show, icon, is_route, keep_alive, hidden, internal_or_external, status, del_flag, create_time)
     values (?, ?, ?, ?, ?, null, null, ?, ?, '1', ?, 0, null, 1, 0, 0, 0, '1', 0, ?)`,
  );
  const ids: string[] = [];
  db.transaction(() => {
    for (let m = 0; m < MENUS / 10; m++) {
      const top = `bm${m}`;
      insertMenu.run(
        top,
        null,
        `模块${m}`,
        `/bench${m}`,
        'layouts/RouteView',
        0,
        null,
        200 + m,
        now(),
      );
      ids.push(top);
      for (let c = 0; c < 9; c++) {
        const id = `bm${m}c${c}`;
        const isButton = c >= 3;
        insertMenu.run(
          id,
          isButton ? `bm${m}c${c % 3}` : top,
          `条目${m}-${c}`,
          isButton ? '' : `/bench${m}/page${c}`,
          isButton ? null : 'system/DictList',
          isButton ? 2 : 1,
          `bench:m${m}:a${c}`,
          c,
          now(),
        );
        ids.push(id);
      }
    }
    const insertUser = db.prepare(
      `insert into sys_user (id, username, realname, password_hash, status, org_code, del_flag, version, login_fail_count, create_time)
       values (?, ?, '基准用户', ?, '1', 'A01', 0, 1, 0, ?)`,
    );
    const insertUserRole = db.prepare(
      `insert into sys_user_role (id, user_id, role_id) values (?, ?, ?)`,
    );
    for (let u = 0; u < USERS; u++)
      insertUser.run(`bench-user-${u}`, username(u), passwordHash, now());
    for (let r = 0; r < ROLES; r++) {
      const role = `bench-role-${r}`;
      db.prepare(
        `insert into sys_role (id, role_name, role_code, create_time) values (?, ?, ?, ?)`,
      ).run(role, `基准角色${r}`, `benchRole${r}`, now());
      for (let u = 0; u < USERS; u++) insertUserRole.run(`bur${r}-${u}`, `bench-user-${u}`, role);
      const grant = db.prepare(
        `insert into sys_role_permission (id, role_id, permission_id) values (?, ?, ?)`,
      );
      ids.forEach((id, i) => {
        if ((i + r) % 2 === 0) grant.run(`brp${r}-${i}`, role, id);
      });
    }
  })();
  db.close();
}

async function timed(base: string, tokens: string[], n: number, bump: (() => void) | null) {
  const times: number[] = [];
  let menuCount = 0;
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    bump?.();
    const token = tokens[i % tokens.length]!;
    const t0 = performance.now();
    const res = await fetch(`${base}/api/sys/permission/getUserPermissionByToken`, {
      headers: { 'X-Access-Token': token },
    });
    const text = await res.text();
    times.push(performance.now() - t0);
    const body = JSON.parse(text) as { result: { menu: unknown[]; auth: unknown[] } };
    bytes = text.length;
    if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
    menuCount = body.result.menu.length;
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), menuCount, bytes };
}

async function main() {
  console.log(`System administration bench: node ${process.version}, ${os.cpus().length} CPUs`);
  const dataDir = makeTempDir();
  const start = () => startBenchServer(dataDir);
  let server: Server | undefined;
  try {
    server = await start();
    // The admin's own hash stands in: the bench user signs in with the admin password.
    const admin = new Database(path.join(dataDir, 'vets.db'), { readonly: true });
    const hash = (
      admin.prepare(`select password_hash as h from sys_user where username = 'admin'`).get() as {
        h: string;
      }
    ).h;
    admin.close();
    await stopServer(server);
    generate(path.join(dataDir, 'vets.db'), hash);
    server = await start();
    const tokens: string[] = [];
    for (let u = 0; u < USERS; u++) {
      const res = await fetch(`${server.base}/api/sys/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: username(u), password: ADMIN_PASSWORD }),
      });
      const token = ((await res.json()) as { result?: { token: string } }).result?.token;
      if (!token) throw new Error(`bench user ${u} login failed: HTTP ${res.status}`);
      tokens.push(token);
    }

    const db = new Database(path.join(dataDir, 'vets.db'));
    const bumpVersion = db.prepare(
      `update sys_setting set value = ? where key = 'permission.version'`,
    );
    let v = 0;
    const bump = () => bumpVersion.run(`bench-${v++}`);

    console.log(
      `\n== getUserPermissionByToken, ${ROLES} roles over ${MENUS} generated menu entries ==`,
    );
    bump();
    const firstCall = await timed(server.base, tokens, USERS, null);
    console.log(
      `first call of each of ${USERS} users with the same ${ROLES} roles (built once, shared by role set): p50 ${fmt(firstCall.p50)}, p95 ${fmt(firstCall.p95)}, ${firstCall.menuCount} top-level menus, ${(firstCall.bytes / 1024).toFixed(0)} KB of JSON (target p50 ≤ 5 ms)`,
    );
    const warm = await timed(server.base, tokens, 200, null);
    console.log(
      `repeat calls (cached per user and version): p50 ${fmt(warm.p50)}, p95 ${fmt(warm.p95)}`,
    );
    const changed = await timed(server.base, tokens, 100, bump);
    console.log(
      `right after a permission change (nothing cached: built from the tables on every call): p50 ${fmt(changed.p50)}, p95 ${fmt(changed.p95)}`,
    );
    db.close();
  } finally {
    if (server) await stopServer(server);
  }
}

await main();
