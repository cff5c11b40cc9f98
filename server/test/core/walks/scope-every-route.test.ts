import * as contracts from '@vets/contracts';
import {
  type ActionDef,
  type Endpoint,
  fairType,
  fieldGuardsSensitive,
  fieldInForm,
  fieldRef,
  type RecordRef,
  type ResourceDef,
} from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { departmentColumn } from '../../../src/core/resource/department-scope.js';
import { asAnyDb } from '../../../src/core/resource/resource-store.js';
import { newId } from '../../../src/db/ids.js';
import { officeOf } from '../../helpers/archives.js';
import {
  addCompany,
  addPosition,
  addResume,
  approveCompany,
  idCard,
  publish,
} from '../../helpers/recruitment.js';
import {
  byKey,
  COUNTY_REGION,
  clerkOf,
  everyPermissionRole,
  makePrivate,
  outsideIds,
  outsidePublicIds,
  reportWalk,
  scopedDefs,
  scopeOf,
} from '../../helpers/scope.js';
import {
  ADMIN_PASSWORD,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../../helpers/test-app.js';

/**
 * County staff against the demo records of the whole province, placed by region and owner: a
 * member of staff whose role holds every permission but no data rule (an administrator forgot
 * them), and one with the shipped staff role. Every route that names a record kept by another
 * department answers 404 (or 403 where the role lacks the permission), standard, action and
 * hand-written alike; records public by nature are read, masked, and never written; the
 * clerk's own records stay reachable.
 */
const t = useTestApp({ env: { SEED_DEMO: '1' } });
let admin: Record<string, string>;
let clerk: Record<string, string>;
let staff: Record<string, string>;
let county: string;
const asAdmin = apiCaller(t, () => admin);
const asClerk = apiCaller(t, () => clerk);
const asStaff = apiCaller(t, () => staff);

/** One record of each scoped resource kept by another department, readable by no clerk. */
const outside = new Map<string, string>();
/** One record of each resource public by nature, kept by another department. */
const outsidePublic = new Map<string, string>();
/** Records the clerk created: inside. */
const inside = new Map<string, string>();

const firstId = async (q: ReturnType<typeof outsideIds> | null, not?: string) => {
  if (!q) return undefined;
  const row = await (not ? q.where('id', '<>', not) : q).orderBy('id').limit(1).executeTakeFirst();
  return row ? String((row as { id: unknown }).id) : undefined;
};

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  county = await officeOf(t.ctx, COUNTY_REGION);
  await everyPermissionRole(t, 'role-scope-every');
  clerk = await clerkOf(t, 'scope_clerk', county, 'role-scope-every');
  staff = await clerkOf(t, 'scope_staff', county, 'role-staff');
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
      sysOrgCode: await officeOf(t.ctx, '130102'),
      createBy: null,
      createTime: t.ctx.clock.nowText(),
      updateBy: null,
      updateTime: null,
    })
    .execute();
  // Records public by nature first: a sub-table's record outside is then found under a parent
  // that is not one of them (its parent is made private with it).
  for (const def of scopedDefs(t)) {
    const pub = await firstId(outsidePublicIds(t, def, county));
    if (pub) outsidePublic.set(def.key, pub);
  }
  const companies = outsideIds(t, byKey(t, 'zpCompany'), county);
  const demoCompany = await firstId(companies, outsidePublic.get('zpCompany'));
  const evaluation = await asAdmin('POST', '/recruitment/companyEvaluation/add', {
    companyId: demoCompany,
    evaluatorType: '1',
    evaluatorName: '评价人',
    score: 4,
  });
  expect(evaluation.statusCode, evaluation.body).toBe(200);
  // Recommendations come from matching runs; the demo has none.
  const pushed = await firstId(outsideIds(t, byKey(t, 'zpResume'), county));
  await t.db
    .insertInto('zpRecommendRecord')
    .values({
      id: newId(),
      resumeId: pushed!,
      positionId: outsidePublic.get('zpPosition')!,
      score: 80,
      messageSent: 'N',
      breakdown: '{}',
      createBy: 'admin',
      createTime: t.ctx.clock.nowText(),
    })
    .execute();
  for (const def of scopedDefs(t)) {
    if (scopeOf(def)?.staffRead === 'all') continue;
    const parent = def.parentKey && t.ctx.resources.serviceOfTable(def.parentTable!)!.def;
    let q = outsideIds(t, def, county);
    const openParent = parent ? outsidePublic.get(parent.key) : undefined;
    if (openParent) q = q.where(def.parentKey!, '<>', openParent);
    const id = await firstId(q, outsidePublic.get(def.key));
    if (!id) continue;
    await makePrivate(t, def, id);
    outside.set(def.key, id);
  }

  const company = await addCompany(asClerk, '本部门测试公司', 'MA0000777', {
    regionCode: COUNTY_REGION,
  });
  await approveCompany(asClerk, String(company.id));
  const position = await addPosition(asClerk, String(company.id), { regionCode: COUNTY_REGION });
  const resume = await addResume(
    asClerk,
    '本部门求职者',
    idCard(COUNTY_REGION, '19900101', '011'),
    {
      regionCode: COUNTY_REGION,
    },
  );
  const fair = await asClerk('POST', '/recruitment/jobFair/add', {
    title: '本部门招聘会',
    fairType: fairType.values.onSite,
    organizer: '本部门',
    startTime: '2099-05-01 09:00:00',
    endTime: '2099-05-01 16:00:00',
    regionCode: COUNTY_REGION,
  });
  expect(fair.statusCode, fair.body).toBe(200);
  expect((await publish(asClerk, String(position.id))).statusCode).toBe(200);
  const archive = await asClerk('POST', '/archive/basic/add', {
    realName: '本部门退役军人',
    idCard: idCard(COUNTY_REGION, '19900101', '012'),
    residenceRegion: COUNTY_REGION,
    employmentStatus: '2',
  });
  expect(archive.statusCode, archive.body).toBe(200);
  inside.set('arcBasic', String(archive.json().result.id));
  const grid = await asClerk('POST', '/grid/grid/add', {
    gridName: '本部门网格',
    regionCode: COUNTY_REGION,
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

/** Every action and transition the engine serves for `def`, as `[url, method, action]`. */
function servedActions(def: ResourceDef) {
  const binding = t.ctx.resources.all().find((b) => b.def.key === def.key)!;
  return Object.entries(def.actions ?? {})
    .filter(([name, a]) => a.transition || binding.hooks?.actions?.[name])
    .filter(([, a]) => (a.target ?? 'ids') !== 'none')
    .map(([name, a]) => [`${def.path}/${a.path ?? name}`, a.method ?? 'POST', a] as const);
}

type Caller = typeof asClerk;

/** Every standard route naming the record answers one of `expected`; nothing is written. */
async function walkRecord(call: Caller, def: ResourceDef, id: string, expected: number[]) {
  const seen: string[] = [];
  const check = (what: string, res: { statusCode: number }) => {
    seen.push(`${def.key} ${what}: ${res.statusCode}`);
    expect(expected, `${def.key} ${what}`).toContain(res.statusCode);
  };
  check('queryById', await call('GET', `${def.path}/queryById?id=${id}`));
  check('edit', await call('PUT', `${def.path}/edit`, { id, version: 1 }));
  check('delete', await call('DELETE', `${def.path}/delete?id=${id}`));
  check('deleteBatch', await call('DELETE', `${def.path}/deleteBatch?ids=${id}`));
  if (def.revisions) check('revisions', await call('GET', `${def.path}/revisions?id=${id}`));
  const exported = await call('GET', `${def.path}/exportXls?selections=${id}`);
  expect(exported.statusCode).toBeLessThan(500);
  expect(exported.body).not.toContain(id);
  for (const [url, method, action] of servedActions(def))
    check(url, await call(method, url, actionBody(action, id)));
  return seen;
}

describe('a record kept by another department is a 404 on every route', () => {
  it('covers every scoped resource and sub-table with a record outside', () => {
    const keys = scopedDefs(t).map((d) => d.key);
    expect(keys.length).toBeGreaterThan(40);
    // Departments are public by nature: every member of staff reads the organisation.
    const readByAll = scopedDefs(t).filter((d) => scopeOf(d)?.staffRead === 'all');
    expect(readByAll.map((d) => d.key)).toEqual(['sysDepart']);
    expect(keys.filter((k) => !outside.has(k) && !outsidePublic.has(k))).toEqual([]);
  });

  it('standard routes, actions and transitions, whatever permissions the role holds', async () => {
    let walked = 0;
    for (const def of scopedDefs(t).filter((d) => outside.has(d.key))) {
      walked += (await walkRecord(asClerk, def, outside.get(def.key)!, [404])).length;
      const still = await asAdmin('GET', `${def.path}/queryById?id=${outside.get(def.key)}`);
      expect(`${def.key}: ${still.statusCode}`).toBe(`${def.key}: 200`);
    }
    reportWalk('resources with an outside record', outside.size);
    reportWalk('every-permission clerk: route calls answering 404', walked);
    expect(walked).toBeGreaterThan(200);
  });

  it('with the shipped staff role: 404 where it holds the permission, 403 where not', async () => {
    const seen = [];
    for (const def of scopedDefs(t).filter((d) => outside.has(d.key)))
      seen.push(...(await walkRecord(asStaff, def, outside.get(def.key)!, [403, 404])));
    reportWalk('shipped staff role: 404', seen.filter((s) => s.endsWith('404')).length);
    reportWalk('shipped staff role: 403', seen.filter((s) => s.endsWith('403')).length);
    expect(seen.filter((s) => s.endsWith('404')).length).toBeGreaterThan(150);
  });

  it('sub-tables of an outside parent list nothing and take no new row', async () => {
    for (const def of scopedDefs(t).filter((d) => d.parentKey && outside.has(d.key))) {
      const parentKey = def.parentKey!;
      const read = await asAdmin('GET', `${def.path}/queryById?id=${outside.get(def.key)}`);
      const parent = String(read.json().result[parentKey]);
      const list = await asClerk('GET', `${def.path}/list?${parentKey}=${parent}`);
      expect(list.statusCode).toBe(200);
      expect(`${def.key}: ${list.json().result.total}`).toBe(`${def.key}: 0`);
      const add = await asClerk('POST', `${def.path}/add`, { [parentKey]: parent });
      expect(`${def.key}: ${add.statusCode}`).toBe(`${def.key}: 404`);
    }
  });

  it('lists and exports leave them out', async () => {
    for (const def of scopedDefs(t).filter((d) => !d.parentKey && outside.has(d.key))) {
      const list = await asClerk('GET', `${def.path}/list?pageSize=100`);
      expect(`${def.key}: ${list.statusCode}`).toBe(`${def.key}: 200`);
      const ids = list.json().result.records.map((r: { id: string }) => r.id);
      expect(ids, def.key).not.toContain(outside.get(def.key));
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

describe('records public by nature', () => {
  const masked = (v: unknown) => typeof v === 'string' && v.includes('*');

  it('are read by staff of every department, personal fields masked, and never written', async () => {
    const open = scopedDefs(t).filter((d) => scopeOf(d)?.staffRead);
    expect(open.map((d) => d.key).filter((k) => !outsidePublic.has(k))).toEqual([]);
    for (const def of open) {
      const id = outsidePublic.get(def.key)!;
      const read = await asClerk('GET', `${def.path}/queryById?id=${id}`);
      expect(`${def.key}: ${read.statusCode}`).toBe(`${def.key}: 200`);
      const clear = (await asAdmin('GET', `${def.path}/queryById?id=${id}`)).json().result;
      for (const [key, f] of Object.entries(def.fields))
        if (f.sensitive && clear[key])
          expect(masked(read.json().result[key]), `${def.key}.${key}`).toBe(true);
      for (const [url, method, action] of servedActions(def)) {
        const res = await asClerk(method, url, actionBody(action, id));
        expect(`${url}: ${res.statusCode}`).toBe(`${url}: 404`);
      }
      expect((await asClerk('PUT', `${def.path}/edit`, { id, version: 1 })).statusCode).toBe(404);
      expect((await asClerk('DELETE', `${def.path}/delete?id=${id}`)).statusCode).toBe(404);
    }
  });

  it('a filter on a personal field reads only the caller’s own records', async () => {
    const company = outsidePublic.get('zpCompany')!;
    const clear = (await asAdmin('GET', `/recruitment/company/queryById?id=${company}`)).json()
      .result;
    const byPhone = await asClerk(
      'GET',
      `/recruitment/company/list?contactPhone=${clear.contactPhone}`,
    );
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().result.records.map((r: { id: string }) => r.id)).not.toContain(company);
    const all = await asClerk('GET', '/recruitment/company/list?pageSize=100');
    expect(all.json().result.records.map((r: { id: string }) => r.id)).toContain(company);
  });
});

describe('reference options, duplicate checks and dictionaries', () => {
  /** Whether a record of `def` (by id) is one the county clerk may read. */
  async function readable(def: ResourceDef, id: string): Promise<boolean> {
    const column = departmentColumn(def);
    const row = (await asAnyDb(t.ctx.db)
      .selectFrom(def.table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()) as Record<string, unknown> | undefined;
    if (!row || !column) return false;
    const open = scopeOf(def)?.staffRead;
    const isOpen = open === 'all' || Boolean(open?.in.includes(String(row[open.field])));
    return String(row[column] ?? '').startsWith(county) || isOpen;
  }

  it('refOptions offer only records the caller may read', async () => {
    let walked = 0;
    for (const owner of t.ctx.resources.all().map((b) => b.def)) {
      for (const [field, f] of Object.entries(owner.fields)) {
        const target = fieldRef(f);
        if (!target || !scopeOf(target.def) || target.byField !== 'id') continue;
        const res = await asClerk('GET', `${owner.path}/refOptions?field=${field}&pageSize=50`);
        expect(`${owner.key}.${field}: ${res.statusCode}`).toBe(`${owner.key}.${field}: 200`);
        for (const { value } of res.json().result.records as Array<{ value: string }>)
          expect(await readable(target.def, value), `${owner.key}.${field} → ${value}`).toBe(true);
        walked++;
      }
    }
    reportWalk('refOptions fields', walked);
    expect(walked).toBeGreaterThan(15);
  });

  it('a company cannot list job seekers through its applications, a grid worker no accounts', async () => {
    const company = await firstId(outsideIds(t, byKey(t, 'zpCompany'), 'none'));
    const user = await createUser(t.ctx, {
      username: 'scope_company',
      roles: ['companyUser'],
      companyId: company!,
    });
    const headers = withToken((await login(t.app, user.username, user.password)).token);
    const seekers = await asClerk(
      'GET',
      '/recruitment/delivery/refOptions?field=resumeId&pageSize=50',
      undefined,
      headers,
    );
    expect([200, 403]).toContain(seekers.statusCode);
    if (seekers.statusCode === 200) expect(seekers.json().result.total).toBe(0);
    const worker = await clerkOf(t, 'scope_worker', county, 'role-grid-worker');
    const accounts = await asClerk(
      'GET',
      '/grid/grid/refOptions?field=workerIds&pageSize=50',
      undefined,
      worker,
    );
    expect([200, 403]).toContain(accounts.statusCode);
    const users = byKey(t, 'sysUser');
    if (accounts.statusCode === 200)
      for (const { value } of accounts.json().result.records as Array<{ value: string }>)
        expect(await readable(users, value)).toBe(true);
  });

  it('duplicate checks see only the caller’s records and take no free condition', async () => {
    let walked = 0;
    for (const def of scopedDefs(t).filter((d) => outside.has(d.key))) {
      const id = outside.get(def.key)!;
      const row = (await asAnyDb(t.ctx.db)
        .selectFrom(def.table)
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()) as Record<string, unknown>;
      for (const [field, f] of Object.entries(def.fields)) {
        if (!f.unique || !fieldInForm(f) || row[field] === null) continue;
        const q = new URLSearchParams({
          tableName: def.table,
          fieldName: field,
          fieldVal: String(row[field]),
          ...(def.parentKey
            ? { conditionName: def.parentKey, conditionVal: String(row[def.parentKey]) }
            : {}),
        });
        const res = await asClerk('GET', `/sys/duplicate/check?${q}`);
        expect(`${def.key}.${field}: ${res.statusCode}`).toMatch(
          def.parentKey ? /: 404$/ : /: 200$/,
        );
        walked++;
      }
      const other = Object.keys(def.fields).find(
        (k) => k !== def.parentKey && !fieldGuardsSensitive(def.fields[k]!),
      );
      const unique = Object.keys(def.fields).find((k) => def.fields[k]!.unique);
      if (other && unique) {
        const q = new URLSearchParams({
          tableName: def.table,
          fieldName: unique,
          fieldVal: 'x',
          conditionName: other,
          conditionVal: 'x',
        });
        const free = await asClerk('GET', `/sys/duplicate/check?${q}`);
        expect(`${def.key}: ${free.statusCode}`).toMatch(/: 40[03]$/);
      }
    }
    reportWalk('duplicate checks (unique fields)', walked);
    expect(walked).toBeGreaterThan(5);
  });

  it('the archive oracle of the attack is closed', async () => {
    const id = outside.get('arcBasic')!;
    const row = await t.db
      .selectFrom('arcBasic')
      .select(['idCard', 'employmentStatus'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const probe = (extra: Record<string, string>) =>
      asClerk(
        'GET',
        `/sys/duplicate/check?${new URLSearchParams({ tableName: 'arc_basic', fieldName: 'idCard', fieldVal: row.idCard, ...extra })}`,
      );
    expect((await probe({})).statusCode).toBe(200);
    const status = await probe({
      conditionName: 'employmentStatus',
      conditionVal: row.employmentStatus ?? '2',
    });
    expect(status.statusCode).toBe(400);
    expect((await probe({ dataId: id })).statusCode).toBe(200);
  });

  it('table dictionaries hold only records the caller may read', async () => {
    let walked = 0;
    for (const def of scopedDefs(t).filter((d) => d.titleField && outside.has(d.key))) {
      const title = def.fields[def.titleField!]!;
      if (fieldGuardsSensitive(title)) continue;
      const res = await asClerk('GET', `/sys/dict/getDictItems/${def.table},${def.titleField},id`);
      expect(`${def.key}: ${res.statusCode}`).toBe(`${def.key}: 200`);
      const values = (res.json().result as Array<{ value: string }>).map((o) => o.value);
      expect(values, def.key).not.toContain(outside.get(def.key));
      walked++;
    }
    reportWalk('table dictionaries', walked);
    expect(walked).toBeGreaterThan(15);
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
