import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;
let departId: string;
const DICT = ['menu-system', 'menu-system-dict', 'menu-system-dict-b1', 'menu-system-dict-b2'];

const call = apiCaller(t, () => admin);

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  departId = (
    await t.db
      .selectFrom('sysDepart')
      .select('id')
      .where('orgCode', '=', 'A01A01')
      .executeTakeFirstOrThrow()
  ).id;
});

describe('department permissions and department roles', () => {
  it('hands a department role’s permissions, within the department’s, to its users', async () => {
    const saved = await call('POST', '/sys/permission/saveDepartPermission', {
      departId,
      permissionIds: DICT.join(','),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const held = await call('GET', `/sys/permission/queryDepartPermission?departId=${departId}`);
    expect([...held.json().result].sort()).toEqual([...DICT].sort());

    const tree = (
      await call('GET', `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${departId}`)
    ).json().result as { ids: string[] };
    expect(tree.ids).toEqual(expect.arrayContaining(DICT));
    expect(tree.ids).not.toContain('menu-system-user');

    const role = await call('POST', '/sys/sysDepartRole/add', {
      departId,
      roleName: '字典查看',
      roleCode: 'dictReader',
    });
    expect(role.statusCode, role.body).toBe(200);
    const roleId = role.json().result.id;
    const dup = await call('POST', '/sys/sysDepartRole/add', {
      departId,
      roleName: '重复',
      roleCode: 'dictReader',
    });
    expect(dup.statusCode).toBe(409);

    const beyond = await call('POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId,
      permissionIds: 'menu-system-dict,menu-system-user',
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe('所选权限超出了该机构的可用权限');
    const granted = await call('POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId,
      permissionIds: 'menu-system,menu-system-dict,menu-system-dict-b1',
    });
    expect(granted.statusCode, granted.body).toBe(200);

    const u = await createUser(t.ctx, { username: 'dp_reader', roles: [], orgCode: 'A01A01' });
    const reader = withToken((await login(t.app, u.username, u.password)).token);
    expect((await call('GET', '/sys/dict/list', undefined, reader)).statusCode).toBe(403);
    const assigned = await call('POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      departId,
      userId: u.id,
      newRoleId: roleId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const list = await call(
      'GET',
      `/sys/sysDepartRole/getDeptRoleList?departId=${departId}&userId=${u.id}`,
    );
    expect(list.json().result.userRoleIds).toEqual([roleId]);

    const perms = (
      await call('GET', '/sys/permission/getUserPermissionByToken', undefined, reader)
    ).json().result;
    expect(JSON.stringify(perms.menu)).toContain('数据字典');
    expect((await call('GET', '/sys/dict/list', undefined, reader)).statusCode).toBe(200);
    const add = await call('POST', '/sys/dict/add', { dictName: 'x', dictCode: 'dp_x' }, reader);
    expect(add.statusCode).toBe(403);

    // Narrowing the department's permissions takes them from its roles too.
    await call('POST', '/sys/permission/saveDepartPermission', {
      departId,
      permissionIds: 'menu-system-dict-b2',
    });
    const after = await call(
      'GET',
      `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`,
    );
    expect(after.json().result).toEqual([]);
    expect((await call('GET', '/sys/dict/list', undefined, reader)).statusCode).toBe(403);
  });

  it('gives department roles only to the department’s own users, and only to administrators', async () => {
    const role = (
      await call('POST', '/sys/sysDepartRole/add', { departId, roleName: '甲', roleCode: 'roleA' })
    ).json().result;
    const outsider = await createUser(t.ctx, {
      username: 'dp_outsider',
      roles: [],
      orgCode: 'A01A02',
    });
    const refused = await call('POST', '/sys/sysDepartRole/deptRoleUserAdd', {
      departId,
      userId: outsider.id,
      newRoleId: role.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('该用户不属于此机构');
    const staff = await createUser(t.ctx, { username: 'dp_staff', roles: ['staff'] });
    const token = withToken((await login(t.app, staff.username, staff.password)).token);
    const denied = await call(
      'POST',
      '/sys/permission/saveDepartPermission',
      { departId, permissionIds: '' },
      token,
    );
    expect(denied.statusCode).toBe(403);
    expect((await call('DELETE', `/sys/sysDepartRole/delete?id=${role.id}`)).statusCode).toBe(200);
  });
});
