import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  API,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();

const postLogin = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: `${API}/sys/login`, payload: { username, password } });

async function loginLog(username: string) {
  return t.db
    .selectFrom('sysLog')
    .select(['operateType', 'outcome', 'logContent'])
    .where('username', '=', username)
    .orderBy('createTime')
    .orderBy('id')
    .execute();
}

describe('POST /sys/login', () => {
  it('answers token, userInfo, dictionaries and departments for good credentials', async () => {
    const res = await postLogin('admin', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(typeof body.timestamp).toBe('number');
    const r = body.result;
    expect(r.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.userInfo).toMatchObject({
      username: 'admin',
      realname: '系统管理员',
      roleCodes: ['admin'],
      roleIds: ['role-admin'],
      roleNames: ['系统管理员'],
      orgCode: 'A01',
      tenantId: 0,
    });
    expect(r.userInfo).not.toHaveProperty('passwordHash');
    expect(r.sysAllDictItems.sex).toEqual([
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ]);
    expect(r.sysAllDictItems.priority.map((o: { value: string }) => o.value)).toEqual([
      'L',
      'M',
      'H',
    ]);
    expect(r.departs).toEqual([
      { id: expect.any(String), orgCode: 'A01', departName: '河北省退役军人就业创业服务中心' },
    ]);
    expect(r.multi_depart).toBe(1);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    await createUser(t.ctx, { username: 'wrongpw1', roles: ['staff'] });
    const wrong = await postLogin('wrongpw1', 'not-the-password');
    const unknown = await postLogin('nobody_here', 'whatever1');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().message).toBe('用户名或密码错误');
    expect(unknown.json().message).toBe('用户名或密码错误');
    expect(wrong.json().success).toBe(false);
  });

  it('locks the account for 10 minutes after 5 failures, even for the right password', async () => {
    const u = await createUser(t.ctx, { username: 'locker1', roles: ['staff'] });
    // The answer never tells whether the account exists, or is locked: the right password
    // answering otherwise would let a locked account be guessed at.
    for (const password of ['bad', 'bad', 'bad', 'bad', 'bad', 'bad', u.password]) {
      const res = await postLogin(u.username, password);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('用户名或密码错误');
    }

    const row = await t.db
      .selectFrom('sysUser')
      .select('lockedUntil')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    const lockMs = (row.lockedUntil ?? 0) - Date.now();
    expect(lockMs).toBeGreaterThan(9 * 60_000);
    expect(lockMs).toBeLessThanOrEqual(10 * 60_000);

    // Once the lock has run out the right password works and the counter starts again.
    await t.db
      .updateTable('sysUser')
      .set({ lockedUntil: Date.now() - 1 })
      .where('id', '=', u.id)
      .execute();
    expect((await postLogin(u.username, u.password)).statusCode).toBe(200);
  });

  it('resets the failure count after a successful login', async () => {
    const u = await createUser(t.ctx, { username: 'resetter', roles: ['staff'] });
    for (let i = 0; i < 4; i++) await postLogin(u.username, 'bad');
    expect((await postLogin(u.username, u.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await postLogin(u.username, 'bad')).statusCode).toBe(400);
    expect((await postLogin(u.username, u.password)).statusCode).toBe(200);
  });

  it('refuses a frozen user with 403', async () => {
    const u = await createUser(t.ctx, { username: 'frozen1', roles: ['staff'], status: '2' });
    const res = await postLogin(u.username, u.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('该用户已冻结，请联系管理员');
  });

  it('writes logins, failures, locks and logouts into the login log', async () => {
    const u = await createUser(t.ctx, { username: 'logged1', roles: ['staff'] });
    await postLogin(u.username, 'bad');
    const { token } = await login(t.app, u.username, u.password);
    await t.app.inject({ method: 'POST', url: `${API}/sys/logout`, headers: withToken(token) });
    const log = await loginLog(u.username);
    expect(log.map((l) => [l.operateType, l.outcome])).toEqual([
      ['login_failed', 'failure'],
      ['login', 'success'],
      ['logout', 'success'],
    ]);
    expect(log[2]?.logContent).toBe('用户名: logged1，退出成功！');
  });

  it('rejects a missing password with a Chinese message naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/login`,
      payload: { username: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('密码不能为空');
  });
});

describe('POST /sys/clogin', () => {
  const postCompanyLogin = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: `${API}/sys/clogin`, payload: { username, password } });

  it('signs in company and education users', async () => {
    const company = await createUser(t.ctx, { username: 'company1', roles: ['companyUser'] });
    const school = await createUser(t.ctx, { username: 'school1', roles: ['educationUser'] });
    const a = await postCompanyLogin(company.username, company.password);
    const b = await postCompanyLogin(school.username, school.password);
    expect(a.statusCode).toBe(200);
    expect(a.json().result.userInfo.roleCodes).toEqual(['companyUser']);
    expect(b.statusCode).toBe(200);
  });

  it('refuses staff with 403 and creates no session', async () => {
    const staff = await createUser(t.ctx, { username: 'cstaff1', roles: ['staff'] });
    const res = await postCompanyLogin(staff.username, staff.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('该账号不是企业或培训机构账号，请从工作人员登录入口登录');
    const sessions = await t.db
      .selectFrom('sysSession')
      .select('id')
      .where('userId', '=', staff.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it('counts wrong passwords like the staff login', async () => {
    const company = await createUser(t.ctx, { username: 'company2', roles: ['companyUser'] });
    const res = await postCompanyLogin(company.username, 'nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('用户名或密码错误');
  });
});
