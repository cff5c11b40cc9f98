import {
  actionPermission,
  jobPositionResource,
  permissionCode,
  positionStatus,
} from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bumpPermissionVersion } from '../../../src/core/auth/permission-store.js';
import { newId } from '../../../src/db/ids.js';
import {
  addCompany,
  addPosition,
  addResume,
  approveCompany,
  idCard,
} from '../../helpers/recruitment.js';
import {
  ADMIN_PASSWORD,
  type ApiMethod,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../../helpers/test-app.js';

const t = useTestApp();
const POSITION_MENU = 'menu-zp-position';
const ROLE = 'role-zp-county';
let admin: Record<string, string>;
let county: Record<string, string>;
const adminCall = apiCaller(t, () => admin);
const as = (headers: Record<string, string>) => (m: ApiMethod, url: string, body?: unknown) =>
  adminCall(m, url, body, headers);

/** A county clerk who may list, add and publish positions, limited to their own department. */
async function countyClerk() {
  const buttons = await t.db
    .selectFrom('sysPermission')
    .select('id')
    .where('parentId', '=', POSITION_MENU)
    .where('perms', 'in', [
      permissionCode(jobPositionResource, 'list'),
      permissionCode(jobPositionResource, 'add'),
      actionPermission(jobPositionResource, 'publish'),
    ])
    .execute();
  await t.db
    .insertInto('sysRole')
    .values({ id: ROLE, roleName: '县级招聘', roleCode: 'zp_county', createTime: '2026-11-01' })
    .execute();
  const rule = await adminCall('POST', '/sys/permission/addPermissionRule', {
    permissionId: POSITION_MENU,
    ruleName: '本部门',
    ruleColumn: 'sysOrgCode',
    ruleConditions: 'RIGHT_LIKE',
    ruleValue: '#{sys_org_code}',
  });
  expect(rule.statusCode, rule.body).toBe(200);
  await t.db
    .insertInto('sysRolePermission')
    .values(
      [POSITION_MENU, ...buttons.map((b) => b.id)].map((permissionId) => ({
        id: newId(),
        roleId: ROLE,
        permissionId,
        dataRuleIds: permissionId === POSITION_MENU ? rule.json().result.id : null,
      })),
    )
    .execute();
  await bumpPermissionVersion(t.ctx.db);
  const u = await createUser(t.ctx, { username: 'zp_county', roles: [], orgCode: 'A01A01A01' });
  await t.db
    .insertInto('sysUserRole')
    .values({ id: newId(), userId: u.id, roleId: ROLE })
    .execute();
  return withToken((await login(t.app, u.username, u.password)).token);
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  county = await countyClerk();
});

describe('actions the engine serves from the definition', () => {
  it('a transition names only records in the caller’s scope: others answer 404 and stay', async () => {
    // A company of Cangzhou: its positions are kept by its office, not the county clerk's.
    const c = await addCompany(adminCall, '沧州港务集团有限公司', 'MA0000071', {
      regionCode: '130902',
    });
    await approveCompany(adminCall, String(c.id));
    const theirs = await addPosition(adminCall, String(c.id), { title: '码头调度员' });
    const publish = (ids: string) => as(county)('POST', '/recruitment/position/publish', { ids });
    const out = await publish(String(theirs.id));
    expect(out.statusCode).toBe(404);
    expect(out.json().message).toBe('未找到对应的招聘岗位');
    const row = await t.db
      .selectFrom('zpPosition')
      .select('status')
      .where('id', '=', String(theirs.id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(positionStatus.values.draft);

    const mine = await addCompany(adminCall, '石家庄装卸有限公司', 'MA0000079');
    await approveCompany(adminCall, String(mine.id));
    const own = await addPosition(as(county), String(mine.id), { title: '装卸班组长' });
    const mixed = await publish(`${own.id},${theirs.id}`);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe('部分招聘岗位不存在或无权操作');
    const done = await publish(String(own.id));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: '发布成功', result: 1 });
  });

  it('refuses a record in a state the transition does not start from, naming it', async () => {
    const c = await addCompany(adminCall, '衡水老白干酒业股份有限公司', 'MA0000072');
    await approveCompany(adminCall, String(c.id));
    const p = await addPosition(adminCall, String(c.id), { title: '酿造车间操作工' });
    const closed = await adminCall('POST', '/recruitment/position/close', { ids: p.id });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('岗位“酿造车间操作工”未处于发布状态，不能关闭');
    const missing = await adminCall('POST', '/recruitment/position/close', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('请选择招聘岗位');
  });

  it('an approval needs a reason to reject, and stores it', async () => {
    const c = await addCompany(adminCall, '承德露露股份有限公司', 'MA0000073');
    const audit = (body: Record<string, unknown>) =>
      adminCall('POST', '/recruitment/company/audit', { ids: c.id, ...body });
    expect((await audit({ approve: false })).json().message).toBe('请填写驳回原因');
    expect((await audit({})).statusCode).toBe(400);
    const rejected = await audit({ approve: false, reason: '经营范围不符' });
    expect(rejected.json()).toMatchObject({ success: true, message: '已驳回' });
    const row = await t.db
      .selectFrom('zpCompany')
      .select(['auditStatus', 'auditReason', 'version'])
      .where('id', '=', String(c.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ auditStatus: '2', auditReason: '经营范围不符', version: 2 });
  });

  it('a one-record action checks the version it is sent', async () => {
    const c = await addCompany(adminCall, '唐山三友化工股份有限公司', 'MA0000074');
    await approveCompany(adminCall, String(c.id));
    const p = await addPosition(adminCall, String(c.id), { title: '化工操作工' });
    await adminCall('POST', '/recruitment/position/publish', { ids: p.id });
    const r = await addResume(adminCall, '高志远', idCard('130203', '19880707', '123'));
    const d = await adminCall('POST', '/recruitment/delivery/add', {
      resumeId: r.id,
      positionId: p.id,
    });
    expect(d.statusCode, d.body).toBe(200);
    const id = d.json().result.id;
    const stale = await adminCall('PUT', '/recruitment/delivery/changeStatus', {
      id,
      status: '2',
      version: 99,
    });
    expect(stale.statusCode).toBe(409);
    const viewed = await adminCall('PUT', '/recruitment/delivery/changeStatus', {
      id,
      status: '2',
      version: 1,
    });
    expect(viewed.statusCode, viewed.body).toBe(200);
  });
});
