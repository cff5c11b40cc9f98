import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCompany,
  addFair,
  addPosition,
  addResume,
  approveCompany,
  idCard,
  publish,
} from './helpers/recruitment.js';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  login,
  useTestApp,
  withToken,
} from './helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);

/** Keys that would carry personal or contact data; none may appear in a public answer. */
const PERSONAL_KEYS = [
  'phone',
  'contactPhone',
  'contactName',
  'idCard',
  'realName',
  'legalPerson',
  'creditCode',
  'birthDate',
  'userId',
  'createBy',
  'updateBy',
  'sysOrgCode',
  'licenseImage',
  'auditReason',
];
const SECRETS = ['13912345678', '王经理', '张法人', '13800138000', '刘秀梅'];

function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  const c = await addCompany(call, '冀北人力资源服务有限公司', 'MA0000010', {
    legalPerson: '张法人',
  });
  await approveCompany(call, String(c.id));
  const p = await addPosition(call, String(c.id), {
    title: '招聘专员',
    workAddress: '石家庄市长安区中山东路',
  });
  await publish(call, String(p.id));
  const cardHolder = idCard('130102', '19900909', '202');
  const r = await addResume(call, '刘秀梅', cardHolder);
  SECRETS.push(cardHolder);
  await call('POST', '/recruitment/delivery/add', { resumeId: r.id, positionId: p.id });
  const fair = await addFair(call);
  const booth = await call('POST', '/recruitment/fairBooth/add', {
    fairId: fair.id,
    companyId: c.id,
    positionIds: p.id,
    boothNo: 'A01',
  });
  expect(booth.statusCode, booth.body).toBe(200);
  await call('POST', '/recruitment/fairBooth/audit', {
    ids: booth.json().result.id,
    approve: true,
  });
  await call('POST', '/recruitment/fairRegistration/add', {
    fairId: fair.id,
    resumeId: r.id,
  });
  await publishedItem('/publishing/article', { title: '门户新闻', category: '1' });
  await publishedItem('/publishing/policy', {
    title: '门户政策',
    issuingAuthority: '河北省退役军人事务厅',
    level: '2',
    category: '1',
    issueDate: '2026-01-01',
  });
});

/** A news item or policy, published, whose body names nobody the walk looks for. */
async function publishedItem(path: string, values: Record<string, unknown>) {
  const res = await call('POST', `${path}/add`, { body: '<p>正文</p>', ...values });
  expect(res.statusCode, res.body).toBe(200);
  const published = await call('POST', `${path}/publish`, { ids: res.json().result.id });
  expect(published.statusCode, published.body).toBe(200);
}

describe('the public portal API', () => {
  it('walks every open portal endpoint: no personal key or value in any answer', async () => {
    const portalRoutes = t.app.accessTable
      .filter(
        (r) => r.access.kind === 'open' && r.method === 'GET' && r.url.startsWith(`${API}/portal/`),
      )
      .map((r) => r.url);
    expect(portalRoutes.length).toBeGreaterThanOrEqual(8);
    const lists = portalRoutes.filter((u) => !u.endsWith('/queryById'));
    const ids = new Map<string, string>();
    const answers: unknown[] = [];
    for (const url of lists) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      answers.push(res.json());
      const records = res.json().result?.records as Array<{ id: string }> | undefined;
      const kind = url.split('/')[3]!;
      if (records?.[0]) ids.set(kind, records[0].id);
    }
    for (const url of portalRoutes.filter((u) => u.endsWith('/queryById'))) {
      const kind = url.split('/')[3]!;
      expect(ids.has(kind), `no record to open for ${url}`).toBe(true);
      const res = await t.app.inject({ method: 'GET', url: `${url}?id=${ids.get(kind)}` });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      answers.push(res.json());
    }
    const keys = keysOf(answers);
    expect(PERSONAL_KEYS.filter((k) => keys.has(k))).toEqual([]);
    const text = JSON.stringify(answers);
    expect(SECRETS.filter((s) => text.includes(s))).toEqual([]);
    expect(text).toContain('招聘专员');
    expect(text).toContain('退役军人专场招聘会');
  });

  it('is rate limited per visitor', async () => {
    let last = 200;
    for (let i = 0; i < t.ctx.config.portalRateLimit + 1 && last !== 429; i++)
      last = (await t.app.inject({ method: 'GET', url: `${API}/portal/jobFair/list` })).statusCode;
    expect(last).toBe(429);
  });
});
