import { RESOURCES, type ResourceDef } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/core/app-context.js';
import { registerResourceRoutes } from '../../src/core/resource/resource-routes.js';
import { newId } from '../../src/db/ids.js';
import {
  addRoleDataRule,
  assignRole,
  createRole,
  grantCodes,
  joinTenant,
} from '../helpers/permissions.js';
import { creditCode } from '../helpers/recruitment.js';
import {
  ADMIN_PASSWORD,
  type ApiMethod,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/** Personal records (the title is a name), per tenant, and records that refer to them. */
const personResource: ResourceDef = {
  key: 'testRefPerson',
  title: '人员',
  table: 'test_ref_person',
  path: '/test/refPerson',
  permission: 'test:refPerson',
  scope: 'global',
  titleField: 'fullName',
  tenantScoped: true,
  fields: { fullName: { label: '姓名', kind: 'string', sensitive: 'name' } },
};
const ownerResource: ResourceDef = {
  key: 'testRefOwner',
  title: '登记',
  table: 'test_ref_owner',
  path: '/test/refOwner',
  permission: 'test:refOwner',
  scope: 'global',
  fields: { personId: { label: '人员', kind: 'string', ref: 'testRefPerson' } },
};
// References resolve against the contracts' registry; these two exist only in this test.
const registry = RESOURCES as Map<string, ResourceDef>;
registry.set(personResource.key, personResource);
registry.set(ownerResource.key, ownerResource);

const plugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerResourceRoutes(app, ctx, { def: personResource });
  registerResourceRoutes(app, ctx, { def: ownerResource });
};

const t = useTestApp({ plugins: [plugin] });
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);
const as = (headers: Record<string, string>) => (method: ApiMethod, url: string) =>
  call(method, url, undefined, headers);

type Page = { records: Array<{ value: string; label: string }>; total: number; pages: number };
const options = async (
  url: string,
  get: (m: ApiMethod, u: string) => ReturnType<typeof call> = call,
) => {
  const res = await get('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Page;
};
const q = encodeURIComponent;

const CITIES = [
  '石家庄',
  '唐山',
  '秦皇岛',
  '邯郸',
  '邢台',
  '保定',
  '张家口',
  '承德',
  '沧州',
  '廊坊',
];
const TRADES = ['物流', '安保', '机电', '建材', '食品', '纺织', '化工', '汽修', '家政', '印刷'];

/** Companies straight into the table, in batches, with their department code. */
async function insertCompanies(names: string[], orgCode: string, from = 0) {
  const now = t.ctx.clock.nowText();
  for (let i = 0; i < names.length; i += 500) {
    await t.db
      .insertInto('zpCompany')
      .values(
        names.slice(i, i + 500).map((companyName, j) => ({
          id: newId(),
          companyName,
          creditCode: creditCode(`R${String(from + i + j).padStart(8, '0')}`),
          regionCode: '130102',
          veteranPriority: 'N',
          auditStatus: '1',
          sysOrgCode: orgCode,
          version: 1,
          createBy: 'admin',
          createTime: now,
        })),
      )
      .execute();
  }
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  await sql`create table test_ref_person (
    id varchar(32) primary key, full_name varchar(50) not null, tenant_id integer not null,
    create_by varchar(32), create_time varchar(19) not null, update_by varchar(32), update_time varchar(19))`.execute(
    t.db,
  );
  await sql`create table test_ref_owner (
    id varchar(32) primary key, person_id varchar(32),
    create_by varchar(32), create_time varchar(19) not null, update_by varchar(32), update_time varchar(19))`.execute(
    t.db,
  );
  await grantCodes(t.ctx, ['test:refOwner:list', 'test:refPerson:list'], ['admin', 'staff']);
  const now = t.ctx.clock.nowText();
  for (const [id, name, tenant] of [
    ['p1', '张三丰', 0],
    ['p2', '李四光', 0],
    ['p3', '王五常', 7],
  ] as const)
    await sql`insert into test_ref_person (id, full_name, tenant_id, create_time)
      values (${id}, ${name}, ${tenant}, ${now})`.execute(t.db);
  // Fifty companies of the demo's size; the fiftieth is the one a picker must reach.
  const fifty = Array.from(
    { length: 49 },
    (_, i) => `${CITIES[i % 10]}${TRADES[Math.floor(i / 10) % 10]}服务有限公司${i}`,
  );
  await insertCompanies([...fifty, '蔚县剪纸艺术有限公司'], 'A01');
});

describe('reference choices: contains on the title, paged', () => {
  it('finds a company by two characters anywhere in its name, and pages through the rest', async () => {
    const found = await options(
      `/recruitment/position/refOptions?field=companyId&keyword=${q('剪纸')}`,
    );
    expect(found.records).toEqual([{ value: expect.any(String), label: '蔚县剪纸艺术有限公司' }]);
    expect(found.total).toBe(1);

    const shijiazhuang = await options(
      `/recruitment/position/refOptions?field=companyId&keyword=${q('石家庄')}&pageSize=2`,
    );
    expect(shijiazhuang.total).toBe(5);
    expect(shijiazhuang.pages).toBe(3);
    expect(shijiazhuang.records.every((r) => r.label.includes('石家庄'))).toBe(true);
    const third = await options(
      `/recruitment/position/refOptions?field=companyId&keyword=${q('石家庄')}&pageSize=2&pageNo=3`,
    );
    expect(third.records).toHaveLength(1);
    const all = new Set([...shijiazhuang.records, ...third.records].map((r) => r.value));
    expect(all.size).toBe(3);

    const everything = await options(
      '/recruitment/position/refOptions?field=companyId&pageSize=50',
    );
    expect(everything.total).toBe(50);
    expect(everything.records.map((r) => r.label)).toContain('蔚县剪纸艺术有限公司');
  });

  it('matches wildcards literally, and names the chosen values', async () => {
    const percent = await options(
      `/recruitment/position/refOptions?field=companyId&keyword=${q('%')}`,
    );
    expect(percent.total).toBe(0);
    const one = (
      await options(`/recruitment/position/refOptions?field=companyId&keyword=${q('剪纸')}`)
    ).records[0]!;
    const named = await options(
      `/recruitment/delivery/refOptions?field=companyId&values=${one.value},nosuchid`,
    );
    expect(named.records).toEqual([one]);
  });

  it('answers by the referenced field when the reference is not by id (departments by org code)', async () => {
    const found = await options(`/sys/user/refOptions?field=orgCode&keyword=${q('石家庄')}`);
    expect(found.records.length).toBeGreaterThan(0);
    expect(
      found.records.every((r) => r.value.startsWith('A01') && r.label.includes('石家庄')),
    ).toBe(true);
  });

  it('refuses what is not a reference field of the resource, with a Chinese message', async () => {
    for (const field of ['status', 'nosuch', 'constructor']) {
      const res = await call('GET', `/recruitment/delivery/refOptions?field=${field}`);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toBe(`不是引用字段：${field}`);
    }
    const long = await call(
      'GET',
      `/recruitment/position/refOptions?field=companyId&keyword=${'长'.repeat(51)}`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('搜索内容最多50个字');
    for (const bad of [
      `field=companyId&keyword=${q('石\u0000家')}`,
      `field=companyId&values=${q('a\u0000b')}`,
      'field=companyId&field=status',
      'field=companyId&pageNo=x',
      `field=companyId&values=${Array.from({ length: 101 }, (_, i) => `v${i}`).join(',')}`,
      '',
    ]) {
      const res = await call('GET', `/recruitment/position/refOptions?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toMatch(/[\u4e00-\u9fff]/);
    }
    const tooMany = await call(
      'GET',
      `/recruitment/position/refOptions?field=companyId&pageSize=1000`,
    );
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('department codes read as names', () => {
  it('a record names its department beside the code, in lists and details', async () => {
    const depart = await t.db
      .selectFrom('sysDepart')
      .select('departName')
      .where('orgCode', '=', 'A01')
      .executeTakeFirstOrThrow();
    const list = (await call('GET', `/recruitment/company/list?companyName=${q('*剪纸*')}`)).json()
      .result.records;
    expect(list).toHaveLength(1);
    const detail = (await call('GET', `/recruitment/company/queryById?id=${list[0].id}`)).json()
      .result;
    for (const record of [list[0], detail])
      expect(record).toMatchObject({ sysOrgCode: 'A01', sysOrgCode_dictText: depart.departName });
  });
});

describe('reference choices: the referenced resource’s scope', () => {
  it('needs the list permission of the resource whose field it fills', async () => {
    const nobody = await createUser(t.ctx, { username: 'ref_nobody', roles: [] });
    const headers = withToken((await login(t.app, nobody.username, nobody.password)).token);
    const res = await call(
      'GET',
      '/recruitment/position/refOptions?field=companyId',
      undefined,
      headers,
    );
    expect(res.statusCode).toBe(403);
  });

  it('applies the data rules of the referenced list: an office finds only its own companies', async () => {
    await insertCompanies(['邯郸武安钢铁配套有限公司', '邯郸磁县陶瓷有限公司'], 'A01A04', 1000);
    const role = 'role-ref-office';
    // The two menus: 企业管理 (its data rules bind the choices) and 招聘岗位 (the form's page).
    const companyMenu = 'menu-zp-company';
    await createRole(t.ctx, {
      id: role,
      name: role,
      permissionIds: [companyMenu, 'menu-zp-position'],
    });
    await addRoleDataRule(t.app, admin, {
      roleId: role,
      permissionId: companyMenu,
      rule: {
        ruleName: '本部门企业',
        ruleColumn: 'sysOrgCode',
        ruleConditions: 'RIGHT_LIKE',
        ruleValue: '#{sys_org_code}',
      },
    });
    const clerk = await createUser(t.ctx, { username: 'ref_clerk', roles: [], orgCode: 'A01A04' });
    await assignRole(t.ctx, clerk.id, role);
    const get = as(withToken((await login(t.app, clerk.username, clerk.password)).token));

    const own = await options('/recruitment/position/refOptions?field=companyId&pageSize=50', get);
    expect(own.records.map((r) => r.label).sort()).toEqual([
      '邯郸武安钢铁配套有限公司',
      '邯郸磁县陶瓷有限公司',
    ]);
    const elsewhere = await options(
      `/recruitment/position/refOptions?field=companyId&keyword=${q('剪纸')}`,
      get,
    );
    expect(elsewhere.total).toBe(0);
    const other = (
      await options(`/recruitment/position/refOptions?field=companyId&keyword=${q('剪纸')}`)
    ).records[0]!;
    const named = await options(
      `/recruitment/position/refOptions?field=companyId&values=${other.value}`,
      get,
    );
    expect(named.records).toEqual([]);
    // Admin holds no rule: every company.
    expect(
      (await options(`/recruitment/position/refOptions?field=companyId&keyword=${q('邯郸')}`))
        .total,
    ).toBe(7);
  });

  it('keeps to the caller’s tenant', async () => {
    const inTenant = async (tenant: string) =>
      (
        await options('/test/refOwner/refOptions?field=personId', (m, u) =>
          call(m, u, undefined, { ...admin, 'x-tenant-id': tenant }),
        )
      ).records
        .map((r) => r.value)
        .sort();
    await joinTenant(t.ctx, 'admin', 7);
    expect(await inTenant('0')).toEqual(['p1', 'p2']);
    expect(await inTenant('7')).toEqual(['p3']);
  });

  it('never searches a personal field, and masks its values for readers without the permission', async () => {
    const refused = await call(
      'GET',
      `/test/refOwner/refOptions?field=personId&keyword=${q('张')}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('不能按敏感字段“姓名”搜索人员');
    const staff = await createUser(t.ctx, { username: 'ref_staff', roles: ['staff'] });
    const get = as(withToken((await login(t.app, staff.username, staff.password)).token));
    const shown = await options('/test/refOwner/refOptions?field=personId', get);
    expect(shown.records.map((r) => r.label).sort()).toEqual(['张**', '李**'].sort());
    const byStaff = await get('GET', `/test/refOwner/refOptions?field=personId&keyword=${q('李')}`);
    expect(byStaff.statusCode).toBe(400);
  });
});

describe('reference choices on 50,000 records', () => {
  it('finds the one company by two characters of its name, fast', async () => {
    const names = Array.from(
      { length: 50_000 - 53 },
      (_, i) => `${CITIES[i % 10]}${TRADES[Math.floor(i / 10) % 10]}${i}有限责任公司`,
    );
    await insertCompanies(names, 'A01', 10_000);
    await insertCompanies(['阜平香菇种植专业合作社'], 'A01', 70_000);
    const total = await t.db
      .selectFrom('zpCompany')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(50_000);

    const timed = async (keyword: string) => {
      const times: number[] = [];
      let page: Page | undefined;
      for (let i = 0; i < 7; i++) {
        const start = performance.now();
        page = await options(
          `/recruitment/position/refOptions?field=companyId&keyword=${q(keyword)}&pageSize=20`,
        );
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      return { page: page!, median: times[3]!, max: times[6]! };
    };
    const rare = await timed('香菇');
    expect(rare.page.records.map((r) => r.label)).toEqual(['阜平香菇种植专业合作社']);
    const common = await timed('石家');
    expect(common.page.total).toBe(5_000);
    expect(common.page.records).toHaveLength(20);
    const scrolled = await options(
      `/recruitment/position/refOptions?field=companyId&keyword=${q('石家')}&pageSize=20&pageNo=200`,
    );
    expect(scrolled.records).toHaveLength(20);
    console.info(
      `refOptions on 50,000 companies (${process.env.TEST_DB ?? 'sqlite'}): ` +
        `rare match median ${rare.median.toFixed(1)} ms (max ${rare.max.toFixed(1)}), ` +
        `5,000 matches median ${common.median.toFixed(1)} ms (max ${common.max.toFixed(1)})`,
    );
    // Generous for a shared two-core machine; the figures above are what counts.
    expect(rare.median).toBeLessThan(1000);
    expect(common.median).toBeLessThan(1000);
  }, 180_000);
});
