import { LOGIN_MAX_FAILURES } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import { API, createTestApp, createUser, useTestApp } from '../helpers/test-app.js';

/**
 * The login lock counts atomically (parallel guesses get no more than the round's attempts, and
 * a parallel right password neither slips through a lock nor lifts it), /sys/login and
 * /sys/clogin share one budget per IP, and a wrong password gets the same answer whether the
 * account is unknown, locked or frozen.
 */
const t = useTestApp();

const LOGIN_ROUTES = ['/sys/login', '/sys/clogin'] as const;
const post = (route: string, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: `${API}${route}`, payload: { username, password } });

/** The attempts whose password was really compared: counted failures and the locking one. */
async function checkedFailures(username: string): Promise<number> {
  const rows = await t.db
    .selectFrom('sysLog')
    .select(['operateType', 'logContent'])
    .where('username', '=', username)
    .execute();
  return rows.filter(
    (r) =>
      (r.operateType === 'login_failed' && r.logContent.includes('密码错误（连续第')) ||
      (r.operateType === 'login_locked' && r.logContent.includes(`连续${LOGIN_MAX_FAILURES}次`)),
  ).length;
}

async function lockedLogs(username: string): Promise<number> {
  const rows = await t.db
    .selectFrom('sysLog')
    .select('id')
    .where('username', '=', username)
    .where('operateType', '=', 'login_locked')
    .execute();
  return rows.length;
}

async function lockedUntil(userId: string): Promise<number | null> {
  const row = await t.db
    .selectFrom('sysUser')
    .select('lockedUntil')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.lockedUntil === null ? null : Number(row.lockedUntil);
}

const answer = (res: { statusCode: number; json(): { message: string; code: number } }) => ({
  status: res.statusCode,
  message: res.json().message,
  code: res.json().code,
});

describe('parallel guesses', () => {
  for (const route of LOGIN_ROUTES) {
    it(`${route}: 24 at once check only ${LOGIN_MAX_FAILURES} passwords, then lock`, async () => {
      const name = `race_${route.slice(5)}`;
      const u = await createUser(t.ctx, { username: name, roles: ['companyUser'] });
      const results = await Promise.all(
        Array.from({ length: 24 }, (_, i) => post(route, u.username, `wrong-${i}`)),
      );
      expect(new Set(results.map((r) => JSON.stringify(answer(r))))).toEqual(
        new Set([JSON.stringify({ status: 400, message: '用户名或密码错误', code: 400 })]),
      );
      expect(await checkedFailures(u.username)).toBe(LOGIN_MAX_FAILURES);
      expect(await lockedUntil(u.id)).toBeGreaterThan(Date.now());
      // The right password does not get in while locked, and does not lift the lock.
      expect((await post(route, u.username, u.password)).statusCode).toBe(400);
      expect(await lockedUntil(u.id)).toBeGreaterThan(Date.now());
    });
  }

  it('a right password among them gets in only within the round, and never unlocks', async () => {
    for (let round = 0; round < 5; round++) {
      const u = await createUser(t.ctx, { username: `race_mix${round}`, roles: ['staff'] });
      const attempts = Array.from({ length: 24 }, (_, i) => `wrong-${i}`);
      attempts.splice(round * 5, 0, u.password);
      const results = await Promise.all(attempts.map((p) => post('/sys/login', u.username, p)));
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.every((s) => s === 200 || s === 400)).toBe(true);
      const signedIn = statuses.filter((s) => s === 200).length;
      expect(signedIn).toBeLessThanOrEqual(1);
      // A sign-in starts a new round; its own attempt took one place of the round it ended.
      const checked = await checkedFailures(u.username);
      expect(checked).toBeLessThanOrEqual(
        signedIn ? 2 * LOGIN_MAX_FAILURES - 1 : LOGIN_MAX_FAILURES,
      );
      // Every round that ran out ends locked, whether or not the right password got in first.
      if (await lockedLogs(u.username)) {
        expect(await lockedUntil(u.id)).toBeGreaterThan(Date.now());
      }
      if (!signedIn && checked === LOGIN_MAX_FAILURES) {
        expect(await lockedUntil(u.id)).toBeGreaterThan(Date.now());
      }
    }
  });
});

describe('one answer to a wrong password', () => {
  it('is the same for an unknown, a locked and a frozen account', async () => {
    const locked = await createUser(t.ctx, { username: 'same_locked', roles: ['staff'] });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await post('/sys/login', locked.username, 'x');
    const frozen = await createUser(t.ctx, {
      username: 'same_frozen',
      roles: ['staff'],
      status: '2',
    });
    for (const route of LOGIN_ROUTES) {
      const answers = await Promise.all(
        ['same_unknown', locked.username, frozen.username].map(async (name) =>
          answer(await post(route, name, 'Wrong#Pass1')),
        ),
      );
      expect(answers).toEqual([
        { status: 400, message: '用户名或密码错误', code: 400 },
        { status: 400, message: '用户名或密码错误', code: 400 },
        { status: 400, message: '用户名或密码错误', code: 400 },
      ]);
    }
    // The right password on a frozen account says so.
    const right = await post('/sys/login', frozen.username, frozen.password);
    expect(answer(right)).toEqual({
      status: 403,
      message: '该用户已冻结，请联系管理员',
      code: 403,
    });
  });
});

describe('per-IP budget', () => {
  it('/sys/login and /sys/clogin share one budget', async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_LIMIT: '6' } });
    try {
      const send = (route: string) =>
        limited.app.inject({
          method: 'POST',
          url: `${API}${route}`,
          payload: { username: 'budget_nobody', password: 'whatever1' },
        });
      for (let i = 0; i < 3; i++) {
        expect((await send('/sys/login')).statusCode).toBe(400);
        expect((await send('/sys/clogin')).statusCode).toBe(400);
      }
      for (const route of LOGIN_ROUTES) {
        const res = await send(route);
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({ success: false, code: 429 });
        expect(res.json().message).toMatch(/^请求过于频繁，请\d+秒后再试$/);
      }
    } finally {
      await limited.close();
    }
  });
});
