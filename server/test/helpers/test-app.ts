import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LoginResult } from '@vets/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import type { BuildAppOptions } from '../../src/app.js';
import { bootstrap } from '../../src/bootstrap.js';
import type { AppContext } from '../../src/core/app-context.js';
import type { SeedRoleCode } from '../../src/core/auth/menu-seed.js';
import { hashPassword } from '../../src/core/auth/passwords.js';
import { newId } from '../../src/db/ids.js';
import { seedRoleId } from '../../src/sections/organisation/seed/roles.js';
import { newUserRow } from '../../src/sections/organisation/seed/user-row.js';
import { seedsAsTemplate, testConfig } from './test-config.js';
import { type AllTablesDb, allTables, openTestDatabase } from './test-db.js';

export { ADMIN_PASSWORD } from './test-config.js';
export const API = '/api';

/** A code the development SMS provider would have written to the log. */
export interface SentSms {
  phone: string;
  purpose: string;
  code: string;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every SMS the development provider wrote, oldest first. */
  sms: SentSms[];
  /** The database with every section's tables, for arranging and checking rows. */
  db: AllTablesDb;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  plugins?: BuildAppOptions['plugins'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = options.env ?? {};
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vets-test-data-'));
  const config = testConfig(dataDir, env);
  const sms: SentSms[] = [];
  const template = seedsAsTemplate(env) ? inject('databaseTemplate') : null;
  const server = await bootstrap(config, {
    database: await openTestDatabase(template),
    logger: false,
    smsSink: (line) => sms.push(line.sms as SentSms),
    ...(options.plugins ? { plugins: options.plugins } : {}),
  });
  await server.app.ready();
  return {
    app: server.app,
    ctx: server.ctx,
    sms,
    db: allTables(server.ctx.db),
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh app and database for one test file: created before its tests, closed after. Read
 * `app` and `ctx` inside tests (they exist once the file's `beforeAll` has run).
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(() => current?.close());
  const get = () => {
    if (!current) throw new Error('useTestApp: the test app is not ready yet');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get ctx() {
      return get().ctx;
    },
    get db() {
      return get().db;
    },
    get sms() {
      return get().sms;
    },
    close: () => get().close(),
  };
}

export interface TestUser {
  id: string;
  username: string;
  password: string;
}

/**
 * A user with the given roles, in the department with `orgCode` (default: the root office); a
 * company user (`companyId`) belongs to no department.
 */
export async function createUser(
  ctx: AppContext,
  opts: {
    username: string;
    roles: SeedRoleCode[];
    orgCode?: string;
    status?: string;
    companyId?: string;
  },
): Promise<TestUser> {
  const password = 'Passw0rd!x';
  const id = newId();
  const orgCode = opts.companyId ? null : (opts.orgCode ?? 'A01');
  await ctx.db
    .insertInto('sysUser')
    .values(
      newUserRow(ctx.clock, {
        id,
        username: opts.username,
        realname: `测试${opts.username}`,
        passwordHash: await hashPassword(password),
        orgCode,
        sex: '1',
        status: opts.status ?? '1',
        companyId: opts.companyId ?? null,
      }),
    )
    .execute();
  for (const role of opts.roles) {
    await ctx.db
      .insertInto('sysUserRole')
      .values({ id: newId(), userId: id, roleId: seedRoleId(role) })
      .execute();
  }
  if (!orgCode) return { id, username: opts.username, password };
  const dep = await allTables(ctx.db)
    .selectFrom('sysDepart')
    .select('id')
    .where('orgCode', '=', orgCode)
    .executeTakeFirstOrThrow();
  await allTables(ctx.db)
    .insertInto('sysUserDepart')
    .values({ id: newId(), userId: id, depId: dep.id })
    .execute();
  return { id, username: opts.username, password };
}

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<LoginResult> {
  const res = await app.inject({
    method: 'POST',
    url: `${API}/sys/login`,
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().result as LoginResult;
}

export const withToken = (token: string) => ({ 'x-access-token': token });

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `call(method, url, payload?, headers?)` under the API base; headers default to `headers()`. */
export function apiCaller(t: TestApp, headers: () => Record<string, string>) {
  return (
    method: ApiMethod,
    url: string,
    payload?: unknown,
    h: Record<string, string> = headers(),
  ) =>
    t.app.inject({
      method,
      url: `${API}${url}`,
      headers: h,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** A new account (see createUser), signed in: a caller with its session. */
export async function signedInUser(t: TestApp, opts: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.ctx, opts);
  const headers = withToken((await login(t.app, user.username, user.password)).token);
  return apiCaller(t, () => headers);
}
