import * as contracts from '@vets/contracts';
import { type ActionDef, type Endpoint, fairType, type RecordRef } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newId } from '../src/db/ids.js';
import {
  addCompany,
  addPosition,
  addResume,
  approveCompany,
  idCard,
  publish,
} from './helpers/recruitment.js';
import { createScopedClerk, orgScopedDefs } from './helpers/scoped-clerk.js';
import {
  ADMIN_PASSWORD,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from './helpers/test-app.js';

/**
 * A department's staff member, bound by `sys_org_code = #{sys_org_code}` on every list, against
 * the demo records (which belong to no department): every route that names one of them answers
 * 404, standard, action and hand-written alike; the member's own records stay reachable.
 */
const t = useTestApp({ env: { SEED_DEMO: '1' } });
let admin: Record<string, string>;
let clerk: Record<string, string>;
const asAdmin = apiCaller(t, () => admin);
const asClerk = apiCaller(t, () => clerk);

/** The resources a department's data rule binds, directly or through a parent. */
const scopedServices = () => orgScopedDefs(t);

/** One demo row of each table: records outside the clerk's department. */
const outside = new Map<string, string>();
/** Records the clerk created: inside. */
const inside = new Map<string, string>();

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  const user = await createScopedClerk(t, {
    username: 'scope_clerk',
    orgCode: 'A01A02',
    roleId: 'role-scope-clerk',
  });
  clerk = withToken((await login(t.app, user.username, user.password)).token);
  // Claims come only from registrations naming a company on record; the demo has none.
  const claimant = await createUser(t.ctx, { username: 'scope_claimant', roles: ['companyUser'] });
  await t.db
    .insertInto('accCompanyClaim')
    .values({
      id: newId(),
      userId: claimant.id,
      companyName: '认领测试企业有限公司',
      creditCode: '91130100MA0000000X',
      regionCode: '130102',
      contactName: '认领人',
      phone: '13600009999',
      status: '0',
      companyId: null,
      sysOrgCode: null,
      createBy: null,
      createTime: t.ctx.clock.nowText(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
  for (const def of scopedServices()) {
    const row = await t.ctx.db
      .selectFrom(def.table as 'sysUser')
      .select('id')
      .limit(1)
      .executeTakeFirst();
    if (row) outside.set(def.key, String(row.id));
  }
  const company = await addCompany(asClerk, '本部门测试公司', 'MA0000777');
  await approveCompany(asAdmin, String(company.id));
  const position = await addPosition(asClerk, String(company.id));
  const resume = await addResume(asClerk, '本部门求职者', idCard('130102', '19900101', '011'));
  const fair = await asClerk('POST', '/recruitment/jobFair/add', {
    title: '本部门招聘会',
    fairType: fairType.values.onSite,
    organizer: '本部门',
    startTime: '2099-05-01 09:00:00',
    endTime: '2099-05-01 16:00:00',
    regionCode: '130102',
  });
  expect(fair.statusCode, fair.body).toBe(200);
  expect((await publish(asClerk, String(position.id))).statusCode).toBe(200);
  const demoCompany = outside.get('zpCompany')!;
  const evaluation = await asAdmin('POST', '/recruitment/companyEvaluation/add', {
    companyId: demoCompany,
    evaluatorType: '1',
    evaluatorName: '评价人',
    score: 4,
  });
  expect(evaluation.statusCode, evaluation.body).toBe(200);
  outside.set('zpCompanyEvaluation', String(evaluation.json().result.id));
  // Kept by the office of its residence region: the clerk's own city office.
  const archive = await asClerk('POST', '/archive/basic/add', {
    realName: '本部门退役军人',
    idCard: idCard('130203', '19900101', '012'),
    residenceRegion: '130200',
    employmentStatus: '2',
  });
  expect(archive.statusCode, archive.body).toBe(200);
  inside.set('arcBasic', String(archive.json().result.id));
  const grid = await asClerk('POST', '/grid/grid/add', {
    gridName: '本部门网格',
    regionCode: '130200',
  });
  expect(grid.statusCode, grid.body).toBe(200);
  inside.set('gridGrid', String(grid.json().result.id));
  inside.set('zpCompany', String(company.id));
  inside.set('zpPosition', String(position.id));
  inside.set('zpResume', String(resume.id));
  inside.set('zpJobFair', String(fair.json().result.id));
  // A contest of the clerk's own office, with a judge of theirs on its panel.
  const contest = await asClerk('POST', '/entrepreneurship/contest/add', {
    name: '本部门创业大赛',
    year: 2026,
    status: '0',
    disagreementThreshold: 15,
    minEntries: 5,
  });
  expect(contest.statusCode, contest.body).toBe(200);
  const judge = await asClerk('POST', '/entrepreneurship/judge/add', {
    judgeName: '本部门评委',
    workUnit: '唐山学院',
  });
  expect(judge.statusCode, judge.body).toBe(200);
  const seat = await asClerk('POST', '/entrepreneurship/contestPanel/add', {
    editionId: contest.json().result.id,
    judgeId: judge.json().result.id,
  });
  expect(seat.statusCode, seat.body).toBe(200);
  inside.set('cyContestEdition', String(contest.json().result.id));
  inside.set('cyJudge', String(judge.json().result.id));
});

/** Values for the other inputs handler actions take (a delivery's next status, an account). */
const ACTION_SAMPLES = {
  status: '2',
  realname: '测试人员',
  mobile: '13600009876',
  password: 'Scope#2026pw',
  confirmpassword: 'Scope#2026pw',
};

const actionBody = (action: ActionDef, id: string) => {
  const target = action.target ?? 'ids';
  const base: Record<string, unknown> =
    target === 'none' ? {} : target === 'id' ? { id, version: 1 } : { ids: id };
  if (action.transition && typeof action.transition.to !== 'string') base.approve = true;
  return { ...ACTION_SAMPLES, ...base };
};

describe('a record outside the caller’s scope is a 404 on every route', () => {
  it('covers every org-scoped resource and sub-table with a demo record', () => {
    const keys = scopedServices().map((d) => d.key);
    expect(keys.length).toBeGreaterThan(8);
    expect(keys.filter((k) => !outside.has(k))).toEqual([]);
  });

  it('standard reads and writes', async () => {
    for (const def of scopedServices()) {
      const id = outside.get(def.key)!;
      const at = (r: { statusCode: number }) => `${def.key}: ${r.statusCode}`;
      const read = await asClerk('GET', `${def.path}/queryById?id=${id}`);
      expect(at(read)).toBe(`${def.key}: 404`);
      const edit = await asClerk('PUT', `${def.path}/edit`, { id, version: 1 });
      expect(at(edit)).toBe(`${def.key}: 404`);
      const del = await asClerk('DELETE', `${def.path}/delete?id=${id}`);
      expect(at(del)).toBe(`${def.key}: 404`);
      const batch = await asClerk('DELETE', `${def.path}/deleteBatch?ids=${id}`);
      expect(at(batch)).toBe(`${def.key}: 404`);
      if (def.revisions) {
        const history = await asClerk('GET', `${def.path}/revisions?id=${id}`);
        expect(at(history)).toBe(`${def.key}: 404`);
      }
      const exported = await asClerk('GET', `${def.path}/exportXls?selections=${id}`);
      expect(exported.statusCode).toBeLessThan(500);
      expect(exported.body).not.toContain(id);
    }
  });

  it('every action and transition', async () => {
    let walked = 0;
    for (const def of scopedServices()) {
      const binding = t.ctx.resources.all().find((b) => b.def.key === def.key)!;
      for (const [name, action] of Object.entries(def.actions ?? {})) {
        if (!action.transition && !binding.hooks?.actions?.[name]) continue;
        if ((action.target ?? 'ids') === 'none') continue;
        const url = `${def.path}/${action.path ?? name}`;
        const res = await asClerk(
          action.method ?? 'POST',
          url,
          actionBody(action, outside.get(def.key)!),
        );
        expect(`${url}: ${res.statusCode}`).toBe(`${url}: 404`);
        walked++;
      }
    }
    expect(walked).toBeGreaterThan(4);
  });

  it('sub-tables of an outside parent list nothing and take no new row', async () => {
    for (const def of scopedServices().filter((d) => d.parentKey)) {
      const parentKey = def.parentKey!;
      const read = await asAdmin('GET', `${def.path}/queryById?id=${outside.get(def.key)}`);
      const parent = { id: String(read.json().result[parentKey]) };
      const list = await asClerk('GET', `${def.path}/list?${parentKey}=${parent.id}`);
      expect(list.statusCode).toBe(200);
      expect(`${def.key}: ${list.json().result.total}`).toBe(`${def.key}: 0`);
      const add = await asClerk('POST', `${def.path}/add`, { [parentKey]: parent.id });
      expect(`${def.key}: ${add.statusCode}`).toBe(`${def.key}: 404`);
    }
  });

  it('a write cannot reference an outside record', async () => {
    const res = await asClerk('POST', '/recruitment/delivery/add', {
      resumeId: outside.get('zpResume'),
      positionId: inside.get('zpPosition'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('不存在');
    const own = await asClerk('POST', '/recruitment/delivery/add', {
      resumeId: inside.get('zpResume'),
      positionId: inside.get('zpPosition'),
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});

/** Every hand-written endpoint of the contracts, by name. */
function endpoints(): Array<[string, Endpoint]> {
  return Object.entries(contracts).flatMap(([group, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value as Record<string, unknown>)
          .filter(([, e]) => e && typeof e === 'object' && 'path' in e && 'access' in e)
          .map(([name, e]) => [`${group}.${name}`, e as Endpoint] as [string, Endpoint])
      : [],
  );
}

/** Values for the other inputs the endpoints that name records require. */
const SAMPLES: Record<string, unknown> = {
  limit: 5,
  education: [],
  work: [],
  skill: [],
  boundary: null,
  scores: [],
};

function shapeOf(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** The request for an endpoint with its record inputs set to `ids` (one key per resource). */
function requestFor(e: Endpoint, ids: Map<string, string>, choice: Record<string, string>) {
  const values: Record<string, unknown> = {};
  for (const key of [...shapeOf(e.query), ...shapeOf(e.body)]) {
    const ref = e.records?.[key];
    if (ref) values[key] = ids.get(resourceOf(ref, choice)!);
    else if (key in choice) values[key] = choice[key];
    else if (key in SAMPLES) values[key] = SAMPLES[key];
  }
  if (e.method === 'GET' || e.method === 'DELETE')
    return { url: `${e.path}?${new URLSearchParams(values as Record<string, string>)}` };
  return { url: e.path, body: values };
}

const resourceOf = (ref: RecordRef, choice: Record<string, string>) =>
  typeof ref === 'string' ? ref : ref.keys[choice[ref.by]!];

/** Each way to fill the `by` inputs of an endpoint's records (favourites: each target type). */
function choices(e: Endpoint): Array<Record<string, string>> {
  const by = Object.values(e.records ?? {}).find((r) => typeof r !== 'string');
  if (!by || typeof by === 'string') return [{}];
  return Object.keys(by.keys).map((k) => ({ [by.by]: k }));
}

describe('hand-written endpoints that name records', () => {
  const named = () => endpoints().filter(([, e]) => e.records);

  it('declare resources that exist', () => {
    const keys = named().flatMap(([, e]) =>
      Object.values(e.records!).flatMap((r) =>
        typeof r === 'string' ? [r] : Object.values(r.keys),
      ),
    );
    expect(keys.length).toBeGreaterThan(5);
    for (const key of keys) expect(t.ctx.resources.byKey(key), key).toBeDefined();
  });

  it('answer 404 for an outside record and serve an inside one', async () => {
    for (const [name, e] of named()) {
      for (const choice of choices(e)) {
        const out = requestFor(e, outside, choice);
        const res = await asClerk(e.method, out.url, out.body);
        expect(`${name} ${JSON.stringify(choice)}: ${res.statusCode}`).toBe(
          `${name} ${JSON.stringify(choice)}: 404`,
        );
        const own = requestFor(e, inside, choice);
        const ok = await asClerk(e.method, own.url, own.body);
        expect(`${name}: ${ok.statusCode} ${ok.body.slice(0, 120)}`).toMatch(/^[^:]+: 2\d\d/);
      }
    }
  });

  it('every signed-in endpoint with an id input declares what it names, or why not', () => {
    const undeclared = endpoints()
      .filter(([, e]) => e.access.kind !== 'open')
      .flatMap(([name, e]) =>
        [...shapeOf(e.params), ...shapeOf(e.query), ...shapeOf(e.body)]
          .filter((k) => /(^id|Id|^ids)$/.test(k) && !e.records?.[k])
          .map((k) => `${name}.${k}`),
      )
      .filter((k) => !Object.keys(NOT_SCOPED).some((p) => k === p || k.startsWith(`${p}.`)));
    expect(undeclared).toEqual([]);
  });
});

/**
 * Hand-written inputs (an endpoint group, an endpoint or one input) naming records that no
 * department rule binds, and why.
 */
const NOT_SCOPED: Record<string, string> = {
  'companyBoothApi.apply.fairId':
    'a job fair published on the portal for every company; the handler checks it is open',
  'companyBoothApi.withdraw.id':
    'a booth found only among the session company’s own (404 otherwise)',
  'favoriteApi.delete.targetId': 'removes a row of the caller’s own favourites',
  'policyMatchApi.applicability.id':
    'a policy published on the portal for everyone; the answer is about the caller’s own archive',
  'resumeApi.search.categoryId': 'a job category: reference data',
  'thirdLoginApi.unbind.id':
    'a third-party binding found only among the caller’s own (404 otherwise)',
  announcementApi: 'an announcement reaches its recipients; the handler checks the recipient',
  areaApi: 'regions: reference data under a system permission',
  categoryApi: 'categories: reference data',
  dataRuleApi: 'menus, roles and data rules: permission administration',
  permissionAdminApi: 'menus and roles: permission administration',
  departPermissionApi: 'department roles: permission administration',
  tenantApi: 'tenants: administration under a system permission',
  duplicateCheckApi: 'the record a duplicate check excludes; the check itself is scoped',
  pickerApi: 'the department tree',
  reportApi: 'online report definitions under a system permission',
  'userApi.queryUserByDepId.id': 'a department; the users it lists are scoped by the handler',
  'veteranApi.apply.positionId':
    'a position published on the portal for every veteran; the application checks it is open',
  'veteranApi.registerFair.fairId': 'a job fair published on the portal for every veteran',
  'veteranApi.favorite.targetId':
    'a position or company the portal shows everyone; the handler checks it does (404 otherwise)',
  'veteranApi.unfavorite.targetId': 'removes a row of the caller’s own favourites',
  'veteranApi.companyContact.companyId':
    'an approved company on the portal; its contact is for every signed-in veteran',
};

describe('lists and searches count only what is in scope', () => {
  it('resume search reports the scoped total', async () => {
    const res = await asClerk('GET', '/recruitment/resume/search?pageSize=50');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.total).toBe(1);
    const all = await asAdmin('GET', '/recruitment/resume/search?pageSize=50');
    expect(all.json().result.total).toBeGreaterThan(100);
  });

  it('matching ranks only records in scope', async () => {
    const res = await asClerk(
      'GET',
      `/recruitment/match/resumesForPosition?positionId=${inside.get('zpPosition')}&limit=50`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().result.records as Array<{ id: string }>).map((i) => i.id);
    expect(ids.every((id) => id === inside.get('zpResume'))).toBe(true);
  });

  it('a favourite of a record later out of scope shows no title', async () => {
    await t.db
      .insertInto('zpFavorite')
      .values({
        id: newId(),
        userId: (
          await t.db
            .selectFrom('sysUser')
            .select('id')
            .where('username', '=', 'scope_clerk')
            .executeTakeFirstOrThrow()
        ).id,
        targetType: 'position',
        targetId: outside.get('zpPosition')!,
        createTime: t.ctx.clock.nowText(),
      })
      .execute();
    const res = await asClerk('GET', '/recruitment/favorite/list?targetType=position');
    expect(res.statusCode).toBe(200);
    const titles = res.json().result.records.map((r: { title: string }) => r.title);
    expect(titles).toContain('（已删除或无权查看）');
    expect(titles).not.toContain(
      (
        await asAdmin('GET', `/recruitment/position/queryById?id=${outside.get('zpPosition')}`)
      ).json().result.title,
    );
  });
});
