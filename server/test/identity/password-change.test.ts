import { describe, expect, it } from 'vitest';
import { encryptZeroPadded } from '../../src/core/auth/aes-zero-padding.js';
import { newId } from '../../src/db/ids.js';
import { API, createUser, login, useTestApp, withToken } from '../helpers/test-app.js';

const t = useTestApp();
const NEW = 'Fresh#2026pw';

async function session(username: string, roles: Array<'staff' | 'companyUser'>) {
  const u = await createUser(t.ctx, { username, roles });
  const { token } = await login(t.app, u.username, u.password);
  const headers = withToken(token);
  const keys = await t.app.inject({ method: 'GET', url: `${API}/sys/getEncryptedString`, headers });
  const { key, iv } = keys.json().result as { key: string; iv: string };
  return { u, headers, enc: (text: string) => encryptZeroPadded(text, key, iv) };
}

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, headers, payload });

const canLogin = async (username: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: `${API}/sys/login`, payload: { username, password } }))
    .statusCode === 200;

describe('changing one’s own password', () => {
  it('back-office users send AES-encrypted values; success ends their sessions', async () => {
    const { u, headers, enc } = await session('pw_staff', ['staff']);
    const plain = await post('/norm/updateUserPassWord', headers, {
      username: u.username,
      oldPassword: u.password,
      newPassword: NEW,
      confirmpassword: NEW,
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('密码数据无法解密，请刷新页面后重试');

    const wrongOld = await post('/norm/updateUserPassWord', headers, {
      username: u.username,
      oldPassword: enc('nope'),
      newPassword: enc(NEW),
      confirmpassword: enc(NEW),
    });
    expect(wrongOld.json().message).toBe('旧密码输入错误');
    const weak = await post('/norm/updateUserPassWord', headers, {
      username: u.username,
      oldPassword: enc(u.password),
      newPassword: enc('12345678'),
      confirmpassword: enc('12345678'),
    });
    expect(weak.json().message).toBe('密码由8位数字、大小写字母和特殊符号组成!');
    const mismatch = await post('/norm/updateUserPassWord', headers, {
      username: u.username,
      oldPassword: enc(u.password),
      newPassword: enc(NEW),
      confirmpassword: enc(`${NEW}x`),
    });
    expect(mismatch.json().message).toBe('两次输入的密码不一样！');
    const noUser = await post('/norm/updateUserPassWord', headers, {
      username: '',
      oldPassword: enc(u.password),
      newPassword: enc(NEW),
      confirmpassword: enc(NEW),
    });
    expect(noUser.json().message).toContain('当前系统无登陆用户!');

    const done = await post('/norm/updateUserPassWord', headers, {
      username: u.username,
      oldPassword: enc(u.password),
      newPassword: enc(NEW),
      confirmpassword: enc(NEW),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('密码修改成功，请重新登录！');
    const after = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/getEncryptedString`,
      headers,
    });
    expect(after.statusCode).toBe(401);
    expect(await canLogin(u.username, u.password)).toBe(false);
    expect(await canLogin(u.username, NEW)).toBe(true);
  });

  it('company users use the company endpoint with plain values, and only they may', async () => {
    const company = await session('pw_company', ['companyUser']);
    const viaStaffPath = await post('/norm/updateUserPassWord', company.headers, {
      username: company.u.username,
      oldPassword: company.enc(company.u.password),
      newPassword: company.enc(NEW),
      confirmpassword: company.enc(NEW),
    });
    expect(viaStaffPath.statusCode).toBe(403);
    const done = await post('/company/companyUser/updatePassword', company.headers, {
      username: company.u.username,
      oldPassword: company.u.password,
      newPassword: NEW,
      confirmpassword: NEW,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await canLogin(company.u.username, NEW)).toBe(true);
    const again = await login(t.app, company.u.username, NEW);
    const viaPut = await t.app.inject({
      method: 'PUT',
      url: `${API}/company/companyUser/changePassword`,
      headers: withToken(again.token),
      payload: {
        username: company.u.username,
        oldPassword: NEW,
        newPassword: 'Third#2026pw',
        confirmpassword: 'Third#2026pw',
      },
    });
    expect(viaPut.statusCode, viaPut.body).toBe(200);
    expect(await canLogin(company.u.username, 'Third#2026pw')).toBe(true);

    const staff = await session('pw_staff2', ['staff']);
    const refused = await post('/company/companyUser/updatePassword', staff.headers, {
      username: staff.u.username,
      oldPassword: staff.u.password,
      newPassword: NEW,
      confirmpassword: NEW,
    });
    expect(refused.statusCode).toBe(403);
    const other = await post('/norm/updateUserPassWord', staff.headers, {
      username: 'pw_staff',
      oldPassword: staff.enc(staff.u.password),
      newPassword: staff.enc(NEW),
      confirmpassword: staff.enc(NEW),
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('switching department', () => {
  it('accepts only the user’s own departments and returns the new user info', async () => {
    const { u, headers } = await session('pw_switch', ['staff']);
    const second = await t.db
      .selectFrom('sysDepart')
      .select('id')
      .where('orgCode', '=', 'A01A02')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('sysUserDepart')
      .values({ id: newId(), userId: u.id, depId: second.id })
      .execute();
    const switched = await post('/sys/selectDepart', headers, {
      orgCode: 'A01A02',
      username: u.username,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().result.userInfo.orgCode).toBe('A01A02');
    const foreign = await post('/sys/selectDepart', headers, { orgCode: 'A01A05' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('所选部门不是您所属的部门');
    const empty = await post('/sys/selectDepart', headers, { orgCode: '' });
    expect(empty.json().message).toContain('请选择部门');
  });
});
