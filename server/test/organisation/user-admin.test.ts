import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;
const PASSWORD = 'Vet#2026pass';

const call = apiCaller(t, () => admin);

async function addUser(body: Record<string, unknown>) {
  return call('POST', '/sys/user/add', {
    realname: '王五',
    orgCode: 'A01A01',
    password: PASSWORD,
    confirmpassword: PASSWORD,
    ...body,
  });
}

const canLogin = async (username: string, password: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `${API}/sys/login`,
      payload: { username, password },
    })
  ).statusCode === 200;

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('users', () => {
  it('validates usernames and passwords with the spec messages, and writes nothing then', async () => {
    const short = await addUser({ username: 'abc12' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('用户账号：长度6到18个字符');
    const bad = await addUser({ username: 'bad-name!' });
    expect(bad.json().message).toBe('用户账号：只允许字母、数字、下划线');
    const weak = await addUser({ username: 'weakpass1', password: 'abc', confirmpassword: 'abc' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('登录密码：密码由8位数字、大小写字母和特殊符号组成!');
    const mismatch = await addUser({ username: 'mismatch1', confirmpassword: 'Other#2026x' });
    expect(mismatch.json().message).toBe('确认密码：两次输入的密码不一样！');
    const noDepart = await addUser({ username: 'nodepart1', orgCode: 'ZZ99' });
    expect(noDepart.json().message).toBe('所属部门“ZZ99”不存在');
    const count = await t.db
      .selectFrom('sysUser')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('username', 'in', ['weakpass1', 'mismatch1', 'nodepart1'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('adds a user with roles and department; the user signs in and gets the roles', async () => {
    const res = await addUser({
      username: 'vet_clerk',
      phone: '13900001111',
      selectedroles: 'role-staff',
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json().result;
    expect(user).toMatchObject({ username: 'vet_clerk', status: '1', orgCode: 'A01A01' });
    expect(user.passwordHash).toBeUndefined();
    expect(await canLogin('vet_clerk', PASSWORD)).toBe(true);

    const roles = await call('GET', `/sys/user/queryUserRole?userid=${user.id}`);
    expect(roles.json().result).toEqual(['role-staff']);
    const departs = await t.db
      .selectFrom('sysUserDepart as ud')
      .innerJoin('sysDepart as d', 'd.id', 'ud.depId')
      .select('d.orgCode')
      .where('ud.userId', '=', user.id)
      .execute();
    expect(departs.map((d) => d.orgCode)).toEqual(['A01A01']);

    const list = await call('GET', '/sys/user/list?username=vet_clerk');
    const [row] = list.json().result.records;
    const depart = await t.db
      .selectFrom('sysDepart')
      .select(['id', 'departName'])
      .where('orgCode', '=', 'A01A01')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ orgCode_dictText: depart.departName, status_dictText: '正常' });

    const byDepart = await call('GET', `/sys/user/queryUserByDepId?id=${depart.id}`);
    expect(byDepart.json().result.map((u: { username: string }) => u.username)).toContain(
      'vet_clerk',
    );
  });

  it('keeps the username on edit and replaces roles when they are sent', async () => {
    const added = (await addUser({ username: 'vet_editor', selectedroles: 'role-staff' })).json()
      .result;
    const edited = await call('PUT', '/sys/user/edit', {
      id: added.id,
      version: added.version,
      username: 'renamed_user',
      realname: '王五改',
      orgCode: 'A01A02',
      selectedroles: 'role-company-user,role-staff',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result).toMatchObject({ username: 'vet_editor', realname: '王五改' });
    const roles = await call('GET', `/sys/user/queryUserRole?userid=${added.id}`);
    expect([...roles.json().result].sort()).toEqual(['role-company-user', 'role-staff']);
    const unknownRole = await call('PUT', '/sys/user/edit', {
      ...edited.json().result,
      selectedroles: 'no-such-role',
    });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().message).toBe('所选角色不存在');
  });

  it('freezing ends the user’s sessions at once; unfreezing lets them sign in again', async () => {
    const u = await createUser(t.ctx, { username: 'vet_frozen', roles: ['staff'] });
    const { token } = await login(t.app, u.username, u.password);
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: `${API}/sys/permission/getUserPermissionByToken`,
        headers: withToken(token),
      });
    expect((await me()).statusCode).toBe(200);

    const frozen = await call('PUT', '/sys/user/frozenBatch', { ids: u.id, status: '2' });
    expect(frozen.json()).toMatchObject({ success: true, message: '冻结成功' });
    expect((await me()).statusCode).toBe(401);
    expect(await canLogin(u.username, u.password)).toBe(false);

    await call('PUT', '/sys/user/frozenBatch', { ids: u.id, status: '1' });
    expect(await canLogin(u.username, u.password)).toBe(true);

    const adminRow = await t.db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const self = await call('PUT', '/sys/user/frozenBatch', { ids: adminRow.id, status: '2' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('不能冻结自己的账号');
  });

  it('resets a password: old sessions end, the new password works', async () => {
    const u = await createUser(t.ctx, { username: 'vet_reset', roles: ['staff'] });
    const { token } = await login(t.app, u.username, u.password);
    const weak = await call('PUT', '/sys/user/changePassword', {
      username: u.username,
      password: '12345678',
      confirmpassword: '12345678',
    });
    expect(weak.json().message).toBe('密码由8位数字、大小写字母和特殊符号组成!');
    const res = await call('PUT', '/sys/user/changePassword', {
      username: u.username,
      password: 'New#2026pass',
      confirmpassword: 'New#2026pass',
    });
    expect(res.statusCode, res.body).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/permission/getUserPermissionByToken`,
      headers: withToken(token),
    });
    expect(old.statusCode).toBe(401);
    expect(await canLogin(u.username, u.password)).toBe(false);
    expect(await canLogin(u.username, 'New#2026pass')).toBe(true);
  });

  it('checkOnlyUser needs a session and answers taken or free', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/user/checkOnlyUser?username=admin`,
    });
    expect(anonymous.statusCode).toBe(401);
    const taken = await call('GET', '/sys/user/checkOnlyUser?username=admin');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('用户账号已存在');
    const free = await call('GET', '/sys/user/checkOnlyUser?username=nobody_here');
    expect(free.statusCode).toBe(200);
  });

  it('deletes by flag: the token dies, the list forgets the user, the name stays taken', async () => {
    const u = await createUser(t.ctx, { username: 'vet_leaver', roles: ['staff'] });
    const { token } = await login(t.app, u.username, u.password);
    const del = await call('DELETE', `/sys/user/delete?id=${u.id}`);
    expect(del.statusCode, del.body).toBe(200);
    const row = await t.db
      .selectFrom('sysUser')
      .select('delFlag')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.delFlag).toBe(1);
    const me = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/permission/getUserPermissionByToken`,
      headers: withToken(token),
    });
    expect(me.statusCode).toBe(401);
    expect((await call('GET', '/sys/user/list?username=vet_leaver')).json().result.total).toBe(0);
    const again = await addUser({ username: 'vet_leaver' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('用户账号“vet_leaver”已存在');

    const adminRow = await t.db
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const refused = await call('DELETE', `/sys/user/delete?id=${adminRow.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('系统管理员账号不能删除');
  });

  it('refuses user administration to staff', async () => {
    const u = await createUser(t.ctx, { username: 'vet_staff', roles: ['staff'] });
    const staff = withToken((await login(t.app, u.username, u.password)).token);
    const add = await call('POST', '/sys/user/add', { username: 'by_staff1' }, staff);
    expect(add.statusCode).toBe(403);
    const freeze = await call('PUT', '/sys/user/frozenBatch', { ids: u.id, status: '2' }, staff);
    expect(freeze.statusCode).toBe(403);
  });
});

describe('roles', () => {
  it('adds, lists and deletes a role; deleting takes its memberships; built-in roles stay', async () => {
    const added = await call('POST', '/sys/role/add', {
      roleName: '字典查看员',
      roleCode: 'dictViewer',
      description: '只能查看数据字典',
    });
    expect(added.statusCode, added.body).toBe(200);
    const role = added.json().result;
    const all = await call('GET', '/sys/role/queryall');
    expect(all.json().result.map((r: { roleCode: string }) => r.roleCode)).toContain('dictViewer');
    const dup = await call('POST', '/sys/role/add', { roleName: '重复', roleCode: 'dictViewer' });
    expect(dup.json().message).toBe('角色编码“dictViewer”已存在');

    const member = await addUser({ username: 'dict_viewer', selectedroles: role.id });
    const memberId = member.json().result.id;
    expect((await call('DELETE', `/sys/role/delete?id=${role.id}`)).statusCode).toBe(200);
    const roles = await call('GET', `/sys/user/queryUserRole?userid=${memberId}`);
    expect(roles.json().result).toEqual([]);

    const builtIn = await call('DELETE', '/sys/role/delete?id=role-staff');
    expect(builtIn.statusCode).toBe(400);
    expect(builtIn.json().message).toBe('内置角色不能删除');
  });
});
