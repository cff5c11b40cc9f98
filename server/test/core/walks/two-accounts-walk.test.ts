import * as contracts from '@vets/contracts';
import { type Endpoint, permissionCode, type ResourceDef } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addArchive, archiveIdCard } from '../../helpers/archives.js';
import {
  addCompany,
  addFair,
  addPosition,
  addResume,
  approveCompany,
  creditCode,
  idCard,
  publish,
} from '../../helpers/recruitment.js';
import { controlClock, signedInVeteran } from '../../helpers/sms.js';
import {
  ADMIN_PASSWORD,
  apiCaller,
  login,
  signedInUser,
  useTestApp,
  withToken,
} from '../../helpers/test-app.js';

/**
 * Two accounts of the same kind: every route a company user or a veteran may call, walked by the
 * second account with the first one's records. Nothing of the first may come back, and a route
 * naming one of its records answers 404. A new route joins the walk by itself, or the coverage
 * check names it.
 */
const t = useTestApp();
let clock: ReturnType<typeof controlClock>;
let admin: Record<string, string>;
const asAdmin = apiCaller(t, () => admin);
type Call = ReturnType<typeof apiCaller>;

/** A's records by resource key, and every value of A's that B must never read. */
interface Holder {
  call: Call;
  records: Map<string, string>;
  secrets: string[];
}

async function called(res: Awaited<ReturnType<Call>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Record<string, unknown>;
}

async function companyWithUser(n: number, fairId: string): Promise<Holder> {
  const company = await addCompany(asAdmin, `双账号测试${n}有限公司`, `0DA00000${n}`, {
    contactPhone: `1391234000${n}`,
  });
  const companyId = String(company.id);
  await approveCompany(asAdmin, companyId);
  const call = await signedInUser(t, {
    username: `walk_qy${n}`,
    roles: ['companyUser'],
    companyId,
  });
  const position = await called(
    await call('POST', '/recruitment/position/add', {
      title: `巡检员${n}`,
      companyId,
      categoryId: 'cat-zy-4-02',
      regionCode: '130102',
      expireDate: '2099-12-31',
    }),
  );
  await publish(call, String(position.id));
  const draft = await addPosition(asAdmin, companyId, { title: `草稿岗位${n}` });
  const person = `求职者${n}号`;
  const resume = await addResume(asAdmin, person, idCard('130102', '19900101', `07${n}`));
  const delivery = await called(
    await asAdmin('POST', '/recruitment/delivery/add', {
      resumeId: resume.id,
      positionId: position.id,
    }),
  );
  const interview = await called(
    await call('POST', '/recruitment/interview/add', {
      deliveryId: delivery.id,
      interviewTime: '2099-01-05 09:30:00',
      mode: '1',
      place: `面试地点${n}`,
      status: '1',
    }),
  );
  const evaluation = await called(
    await asAdmin('POST', '/recruitment/companyEvaluation/add', {
      companyId,
      evaluatorType: '1',
      evaluatorName: `评价人${n}`,
      score: 4,
    }),
  );
  const booth = await called(
    await call('POST', '/company/booth/apply', { fairId, positionIds: [position.id] }),
  );
  const records = new Map([
    ['zpCompany', companyId],
    ['zpPosition', String(position.id)],
    ['zpDelivery', String(delivery.id)],
    ['zpInterview', String(interview.id)],
    ['zpCompanyEvaluation', String(evaluation.id)],
    ['zpFairBooth', String(booth.id)],
    ['zpResume', String(resume.id)],
  ]);
  return {
    call,
    records,
    secrets: [...records.values(), String(draft.id), person, `面试地点${n}`, `评价人${n}`],
  };
}

async function institutionWithAccount(n: number): Promise<Holder> {
  const institution = await called(
    await asAdmin('POST', '/training/institution/add', {
      institutionName: `双账号培训机构${n}`,
      institutionType: '1',
      creditCode: creditCode(`0EB00000${n}`),
      regionCode: '130102',
      contactPhone: `1391235000${n}`,
      trainingScope: `专属培训工种${n}`,
    }),
  );
  const mobile = `1360000500${n}`;
  await called(
    await asAdmin('POST', '/training/institution/openAccount', {
      id: institution.id,
      realname: `机构人员${n}`,
      mobile,
      password: 'Walk#2026pass',
      confirmpassword: 'Walk#2026pass',
    }),
  );
  const headers = withToken((await login(t.app, mobile, 'Walk#2026pass')).token);
  const id = String(institution.id);
  return {
    call: apiCaller(t, () => headers),
    records: new Map([['trInstitution', id]]),
    secrets: [id, `1391235000${n}`, `专属培训工种${n}`],
  };
}

async function veteranWithThings(n: number, positionId: string, fairId: string): Promise<Holder> {
  const mobile = `1370000100${n}`;
  const person = {
    realName: `退役军人${n}号`,
    idCard: archiveIdCard('130102', '19890303', 60 + n),
  };
  await addArchive(asAdmin, person.realName, person.idCard, { phone: mobile });
  const call = await signedInVeteran(t, clock, mobile);
  const linked = await called(await call('POST', '/accounts/veteran/linkArchive', person));
  const applied = await called(await call('POST', '/accounts/veteran/apply', { positionId }));
  const registered = await called(await call('POST', '/accounts/veteran/registerFair', { fairId }));
  const records = new Map([
    ['zpResume', String(linked.resumeId)],
    ['zpDelivery', String(applied.id)],
    ['zpFairRegistration', String(registered.id)],
  ]);
  return { call, records, secrets: [...records.values(), person.realName, person.idCard, mobile] };
}

/** The permission codes a seeded role holds. */
async function codesOf(roleCode: string): Promise<Set<string>> {
  const rows = await t.db
    .selectFrom('sysRolePermission as rp')
    .innerJoin('sysRole as r', 'r.id', 'rp.roleId')
    .innerJoin('sysPermission as p', 'p.id', 'rp.permissionId')
    .select('p.perms')
    .where('r.roleCode', '=', roleCode)
    .execute();
  return new Set(rows.flatMap((r) => (r.perms ?? '').split(',').filter(Boolean)));
}

/** Routes that end the caller's own session: walking them would end the walk. */
const SESSION_ENDERS = new Set(['POST /api/sys/logout']);

/** Routes a role may call: those of its permission codes, and those of any session. */
function routesOf(codes: Set<string>) {
  return t.app.accessTable.filter(
    (r) =>
      r.method !== 'HEAD' &&
      !SESSION_ENDERS.has(`${r.method} ${r.url}`) &&
      (r.access.kind === 'session' || (r.access.kind === 'permission' && codes.has(r.access.code))),
  );
}

const defs = () => t.ctx.resources.all().map((b) => b.def);
const defOf = (url: string) =>
  defs()
    .filter((d) => url.startsWith(`/api${d.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];

/** Every hand-written endpoint of the contracts, by method and full path. */
function endpointOf(method: string, url: string): [string, Endpoint] | undefined {
  for (const [group, value] of Object.entries(contracts)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    for (const [name, e] of Object.entries(value as Record<string, unknown>)) {
      const ep = e as Endpoint;
      if (ep && typeof ep === 'object' && 'path' in ep && 'access' in ep)
        if (ep.method === method && `/api${ep.path}` === url) return [`${group}.${name}`, ep];
    }
  }
  return undefined;
}

/** Inputs naming records that the endpoint does not declare, by the resource they name. */
const NAMES: Record<string, string> = {
  'companyBoothApi.withdraw.id': 'zpFairBooth',
  'companyBoothApi.apply.fairId': 'zpJobFair',
  'veteranApi.apply.positionId': 'zpPosition',
  'veteranApi.registerFair.fairId': 'zpJobFair',
  'veteranApi.favorite.targetId': 'zpPosition',
  'veteranApi.unfavorite.targetId': 'zpPosition',
  'veteranApi.companyContact.companyId': 'zpCompany',
};
const SAMPLES: Record<string, unknown> = { targetType: 'position', pageSize: 100, version: 1 };

const keysOf = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

interface Walked {
  route: string;
  status: number;
  body: string;
  /** Whether the request named one of A's own records. */
  namesOwn: boolean;
}

/** B calls `route` with A's records wherever an input names a record. */
async function walk(b: Call, a: Holder, method: string, url: string): Promise<Walked | null> {
  const values: Record<string, unknown> = {};
  let namesOwn = false;
  const found = endpointOf(method, url);
  const def = found ? undefined : defOf(url);
  if (!found && !def) return null;
  if (found) {
    const [name, e] = found;
    for (const key of [...keysOf(e.query), ...keysOf(e.body)]) {
      const ref = e.records?.[key];
      const resource =
        typeof ref === 'string' ? ref : (ref?.keys.position ?? NAMES[`${name}.${key}`]);
      if (resource) {
        values[key] = a.records.get(resource) ?? 'nosuchrecord';
        namesOwn ||= a.records.has(resource) && resource !== 'zpJobFair';
      } else if (key in SAMPLES) values[key] = SAMPLES[key];
    }
  } else if (def) {
    const own = a.records.get(def.key) ?? 'nosuchrecord';
    Object.assign(values, { id: own, ids: own, selections: own, version: 1, pageSize: 100 });
  }
  const path = url
    .replace(/:(\w+)/g, 'x')
    .replace('*', 'x')
    .slice('/api'.length);
  const query = method === 'GET' || method === 'DELETE';
  const target = query ? `${path}?${new URLSearchParams(values as Record<string, string>)}` : path;
  const res = await b(method as 'GET', target, query ? undefined : values);
  return { route: `${method} ${url}`, status: res.statusCode, body: res.body, namesOwn };
}

/** The standard routes of a resource that name one record: each must be a 404 (or 403). */
async function standardRoutes(b: Call, a: Holder, def: ResourceDef) {
  const id = a.records.get(def.key);
  if (!id) return [];
  const calls: Array<[string, string, unknown?]> = [
    ['GET', `${def.path}/queryById?id=${id}`],
    ['PUT', `${def.path}/edit`, { id, version: 1 }],
    ['DELETE', `${def.path}/delete?id=${id}`],
    ['DELETE', `${def.path}/deleteBatch?ids=${id}`],
  ];
  for (const [name, action] of Object.entries(def.actions ?? {})) {
    if ((action.target ?? 'ids') === 'none') continue;
    const body =
      action.target === 'id' ? { id, version: 1, status: '2' } : { ids: id, approve: true };
    calls.push([action.method ?? 'POST', `${def.path}/${action.path ?? name}`, body]);
  }
  const answers: string[] = [];
  for (const [method, url, body] of calls) {
    const res = await b(method as 'GET', url, body);
    answers.push(
      `${method} ${url.split('?')[0]}: ${[403, 404].includes(res.statusCode) ? 'refused' : res.statusCode}`,
    );
  }
  return answers;
}

async function walkAll(roleCode: string, a: Holder, b: Holder) {
  const routes = routesOf(await codesOf(roleCode));
  const unwalked: string[] = [];
  const leaks: string[] = [];
  let walked = 0;
  for (const r of routes) {
    const w = await walk(b.call, a, r.method, r.url);
    if (!w) {
      unwalked.push(`${r.method} ${r.url}`);
      continue;
    }
    walked++;
    expect(w.status, `${w.route}: ${w.body.slice(0, 200)}`).not.toBe(401);
    expect(w.status, `${w.route}: ${w.body.slice(0, 200)}`).toBeLessThan(500);
    for (const secret of a.secrets)
      if (w.body.includes(secret)) leaks.push(`${w.route} shows ${secret}`);
    if (w.namesOwn && w.status < 300) leaks.push(`${w.route} served A's record (${w.status})`);
  }
  const held = new Set(routes.map((r) => defOf(r.url)).filter((d): d is ResourceDef => Boolean(d)));
  const served: string[] = [];
  for (const def of held) {
    if (!(await codesOf(roleCode)).has(permissionCode(def, 'list'))) continue;
    served.push(...(await standardRoutes(b.call, a, def)).filter((s) => !s.endsWith('refused')));
  }
  return { walked, unwalked, leaks, served };
}

beforeAll(async () => {
  clock = controlClock(t);
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('two accounts of one kind', () => {
  let fairId: string;
  let first: Holder;
  let second: Holder;
  beforeAll(async () => {
    fairId = String((await addFair(asAdmin, { title: '双账号测试招聘会' })).id);
    first = await companyWithUser(1, fairId);
    second = await companyWithUser(2, fairId);
  });

  it('a company user reaches nothing of another company on any route it may call', async () => {
    const { walked, unwalked, leaks, served } = await walkAll('companyUser', first, second);
    expect(unwalked).toEqual([]);
    expect(walked).toBeGreaterThan(25);
    expect(leaks).toEqual([]);
    expect(served).toEqual([]);
    // The walk is not vacuous: the first company reads its own records by the same routes.
    for (const [key, path] of [
      ['zpPosition', '/recruitment/position'],
      ['zpDelivery', '/recruitment/delivery'],
      ['zpInterview', '/recruitment/interview'],
    ] as const) {
      const own = await first.call('GET', `${path}/queryById?id=${first.records.get(key)}`);
      expect(own.statusCode, key).toBe(200);
    }
  });

  it('an institution’s account reaches nothing of another institution on any route', async () => {
    const a = await institutionWithAccount(1);
    const b = await institutionWithAccount(2);
    const { walked, unwalked, leaks, served } = await walkAll('educationUser', a, b);
    expect(unwalked).toEqual([]);
    expect(walked).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
    expect(served).toEqual([]);
    const own = await a.call(
      'GET',
      `/training/institution/queryById?id=${a.records.get('trInstitution')}`,
    );
    expect(own.statusCode).toBe(200);
  });

  it('a veteran reaches nothing of another veteran on any route they may call', async () => {
    const positionId = first.records.get('zpPosition')!;
    const v1 = await veteranWithThings(1, positionId, fairId);
    const v2 = await veteranWithThings(2, positionId, fairId);
    const { walked, unwalked, leaks } = await walkAll('veteran', v1, v2);
    expect(unwalked).toEqual([]);
    expect(walked).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
    const own = await v1.call('GET', '/accounts/veteran/applications');
    expect(own.body).toContain(v1.records.get('zpDelivery'));
  });
});
