import { roleDataScope } from '@vets/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bumpPermissionVersion } from '../../src/core/auth/permission-store.js';
import { newId } from '../../src/db/ids.js';
import {
  ADMIN_PASSWORD,
  type ApiMethod,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;
let clerk: Record<string, string>;
const ids: Record<string, string> = {};
const USER_MENU = 'menu-system-user';
const DEPT_ROLE = 'role-dept-admin';

const request = apiCaller(t, () => admin);
const call = (method: ApiMethod, url: string, headers: Record<string, string>, payload?: unknown) =>
  request(method, url, payload, headers);

async function grantRole(roleId: string, permissionIds: string[]) {
  await t.db
    .insertInto('sysRole')
    .values({
      id: roleId,
      roleName: roleId,
      roleCode: roleId.replaceAll('-', '_'),
      description: null,
      createTime: t.ctx.clock.nowText(),
    })
    .execute();
  await t.db
    .insertInto('sysRolePermission')
    .values(permissionIds.map((permissionId) => ({ id: newId(), roleId, permissionId })))
    .execute();
  await bumpPermissionVersion(t.ctx.db);
}

const usernames = async (headers: Record<string, string>) =>
  (await call('GET', '/sys/user/list?pageSize=100&username=*dr_*', headers))
    .json()
    .result.records.map((r: { username: string }) => r.username)
    .sort();

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  // The user menu with its list, edit, delete, batch delete and export buttons.
  await grantRole(DEPT_ROLE, [USER_MENU, ...[1, 3, 4, 5, 6].map((n) => `${USER_MENU}-b${n}`)]);
  for (const [name, orgCode] of [
    ['dr_own', 'A01A01'],
    ['dr_below', 'A01A01A01'],
    ['dr_other', 'A01A02'],
  ] as const) {
    ids[name] = (await createUser(t.ctx, { username: name, roles: [], orgCode })).id;
  }
  const c = await createUser(t.ctx, { username: 'dr_clerk', roles: [], orgCode: 'A01A01' });
  await t.db
    .insertInto('sysUserRole')
    .values({ id: newId(), userId: c.id, roleId: DEPT_ROLE })
    .execute();
  ids.dr_clerk = c.id;
  clerk = withToken((await login(t.app, c.username, c.password)).token);
});

describe('data rules', () => {
  it('validates rules against the menu’s list', async () => {
    const badColumn = await call('POST', '/sys/permission/addPermissionRule', admin, {
      permissionId: USER_MENU,
      ruleName: '坏字段',
      ruleColumn: 'password_hash',
      ruleConditions: '=',
      ruleValue: 'x',
    });
    expect(badColumn.statusCode).toBe(400);
    expect(badColumn.json().message).toBe('规则字段 password_hash 不是该列表的字段');
    const onButton = await call('POST', '/sys/permission/addPermissionRule', admin, {
      permissionId: `${USER_MENU}-b1`,
      ruleName: '按钮',
      ruleColumn: 'orgCode',
      ruleConditions: '=',
      ruleValue: 'x',
    });
    expect(onButton.json().message).toBe('该菜单没有可配置数据规则的数据列表');
    const badCondition = await call('POST', '/sys/permission/addPermissionRule', admin, {
      permissionId: USER_MENU,
      ruleName: '坏条件',
      ruleColumn: 'orgCode',
      ruleConditions: 'OR 1=1',
      ruleValue: 'x',
    });
    expect(badCondition.statusCode).toBe(400);
    const columns = await call(
      'GET',
      `/sys/permission/dataRuleColumns?permissionId=${USER_MENU}`,
      admin,
    );
    expect(columns.json().result).toContainEqual({ field: 'orgCode', label: '所属部门' });
  });

  it('narrow list, export, queryById, edit and delete within the own department and below', async () => {
    // The department scope holds before any rule: another department's users are never listed.
    expect(await usernames(clerk)).toEqual(['dr_below', 'dr_clerk', 'dr_own']);

    const added = await call('POST', '/sys/permission/addPermissionRule', admin, {
      permissionId: USER_MENU,
      ruleName: '不含dr_own',
      ruleColumn: 'username',
      ruleConditions: '!=',
      ruleValue: 'dr_own',
    });
    expect(added.statusCode, added.body).toBe(200);
    const ruleId = added.json().result.id;
    const rules = await call('GET', `/sys/role/datarule/${USER_MENU}/${DEPT_ROLE}`, admin);
    expect(rules.json().result).toMatchObject({ drChecked: '' });
    expect(rules.json().result.datarule.map((r: { id: string }) => r.id)).toEqual([ruleId]);
    const saved = await call('POST', '/sys/role/datarule', admin, {
      permissionId: USER_MENU,
      roleId: DEPT_ROLE,
      dataRuleIds: ruleId,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await usernames(clerk)).toEqual(['dr_below', 'dr_clerk']);
    expect(await usernames(admin)).toEqual(['dr_below', 'dr_clerk', 'dr_other', 'dr_own']);

    const exported = await call('GET', '/sys/user/exportXls?username=*dr_*', clerk);
    expect(exported.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const names: string[] = [];
    wb.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) names.push(String(row.getCell(1).value));
    });
    expect(names.sort()).toEqual(['dr_below', 'dr_clerk']);

    const other = await call('GET', `/sys/user/queryById?id=${ids.dr_other}`, clerk);
    expect(other.statusCode).toBe(404);
    const ruledOut = await call('GET', `/sys/user/queryById?id=${ids.dr_own}`, clerk);
    expect(ruledOut.statusCode).toBe(404);
    const below = (await call('GET', `/sys/user/queryById?id=${ids.dr_below}`, clerk)).json()
      .result;
    const editBelow = await call('PUT', '/sys/user/edit', clerk, { ...below, realname: '已改' });
    expect(editBelow.statusCode, editBelow.body).toBe(200);
    const editOther = await call('PUT', '/sys/user/edit', clerk, {
      id: ids.dr_other,
      version: 1,
      realname: '越权',
    });
    expect(editOther.statusCode).toBe(404);
    const delOther = await call(
      'DELETE',
      `/sys/user/deleteBatch?ids=${ids.dr_below},${ids.dr_other}`,
      clerk,
    );
    expect(delOther.statusCode).toBe(404);
    const untouched = await t.db
      .selectFrom('sysUser')
      .select(['username', 'realname', 'delFlag'])
      .where('id', 'in', [ids.dr_below!, ids.dr_other!])
      .orderBy('username')
      .execute();
    expect(untouched).toEqual([
      { username: 'dr_below', realname: '已改', delFlag: 0 },
      { username: 'dr_other', realname: '测试dr_other', delFlag: 0 },
    ]);
  });

  it('a second role without rules lifts them, within the department unless province-wide', async () => {
    const u = await createUser(t.ctx, { username: 'dr_both', roles: [], orgCode: 'A01A02' });
    await t.db
      .insertInto('sysUserRole')
      .values({ id: newId(), userId: u.id, roleId: DEPT_ROLE })
      .execute();
    await bumpPermissionVersion(t.ctx.db);
    const both = withToken((await login(t.app, u.username, u.password)).token);
    expect(await usernames(both)).toEqual(['dr_both', 'dr_other']);

    await grantRole('role-all-users', [USER_MENU, `${USER_MENU}-b1`]);
    await t.db
      .insertInto('sysUserRole')
      .values({ id: newId(), userId: u.id, roleId: 'role-all-users' })
      .execute();
    await bumpPermissionVersion(t.ctx.db);
    expect(await usernames(both)).toEqual(['dr_both', 'dr_other']);

    await t.db
      .updateTable('sysRole')
      .set({ dataScope: roleDataScope.values.province })
      .where('id', '=', 'role-all-users')
      .execute();
    await bumpPermissionVersion(t.ctx.db);
    expect(await usernames(both)).toEqual([
      'dr_below',
      'dr_both',
      'dr_clerk',
      'dr_other',
      'dr_own',
    ]);
  });

  it('refuses rules for a role that does not hold the menu, or rules of another menu', async () => {
    const notHeld = await call('GET', `/sys/role/datarule/${USER_MENU}/role-company-user`, admin);
    expect(notHeld.statusCode).toBe(400);
    expect(notHeld.json().message).toBe('请先为角色授权该菜单，再配置数据规则');
    const foreign = await call('POST', '/sys/role/datarule', admin, {
      permissionId: USER_MENU,
      roleId: DEPT_ROLE,
      dataRuleIds: 'no-such-rule',
    });
    expect(foreign.json().message).toBe('所选数据规则不属于该菜单');
    const staffTry = await call('POST', '/sys/role/datarule', clerk, {
      permissionId: USER_MENU,
      roleId: DEPT_ROLE,
      dataRuleIds: '',
    });
    expect(staffTry.statusCode).toBe(403);
  });
});
