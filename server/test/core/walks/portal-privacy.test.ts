import { beforeAll, describe, expect, it } from 'vitest';
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
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  login,
  useTestApp,
  withToken,
} from '../../helpers/test-app.js';

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
  await showcaseItems();
  await contestResults();
});

/**
 * One published record of each showcase list (创业服务): their contact persons and phones are
 * among the secrets, and the alliance's institution is a training institution in the alliance.
 */
async function showcaseItems() {
  SECRETS.push('赵对接人', '孙联络', '13712345678', '周老师', '13912340001');
  const item = async (path: string, values: Record<string, unknown>) => {
    const res = await call('POST', `${path}/add`, values);
    expect(res.statusCode, res.body).toBe(200);
    const id = String(res.json().result.id);
    const published = await call('POST', `${path}/publish`, { ids: id });
    expect(published.statusCode, published.body).toBe(200);
    return id;
  };
  await item('/entrepreneurship/achievement', {
    title: '门户创业成果',
    ownerName: '石家庄戎耀智农科技有限公司',
    domain: '1',
    regionCode: '130102',
    summary: '成果简介',
  });
  await item('/entrepreneurship/transformation', {
    title: '门户成果转化项目',
    resultType: '1',
    cooperationModes: '1',
    maturity: '3',
    ownerName: '衡水绿源生物质能源科技有限公司',
    regionCode: '131102',
    contactPerson: '赵对接人',
    contactChannel: '0318-2156789',
    summary: '寻求合作',
  });
  const projectId = await item('/entrepreneurship/agriProject', {
    projectName: '门户农业项目',
    regionCode: '130129',
    stage: '3',
  });
  await item('/entrepreneurship/agriProduct', {
    productName: '门户农产品',
    projectId,
    category: '2',
  });
  await item('/entrepreneurship/assocMember', {
    orgName: '门户促进会会员单位',
    memberType: '4',
    regionCode: '130102',
    contactName: '孙联络',
    contactPhone: '13712345678',
  });
  await item('/entrepreneurship/assocNews', { title: '门户促进会动态', body: '<p>正文</p>' });
  const institution = await call('POST', '/training/institution/add', {
    institutionName: '门户联盟培训学校',
    institutionType: '1',
    creditCode: creditCode('0CA000011'),
    regionCode: '130102',
    contactName: '周老师',
    contactPhone: '13912340001',
    allianceMember: 'Y',
  });
  expect(institution.statusCode, institution.body).toBe(200);
}

/**
 * A contest with published results (创业服务): the ranking and the score sheets name the project
 * and the business, never the entrant, the judge, or their numbers.
 */
async function contestResults() {
  const entrant = idCard('130102', '19870707', '303');
  const judgeCard = idCard('130102', '19700101', '505');
  SECRETS.push('孟参赛', entrant, '韩评委', judgeCard, '13711112222', '13722223333');
  const add = async (path: string, values: Record<string, unknown>) => {
    const res = await call('POST', `${path}/add`, values);
    expect(res.statusCode, res.body).toBe(200);
    return String(res.json().result.id);
  };
  const archiveId = await add('/archive/basic', {
    realName: '孟参赛',
    idCard: entrant,
    phone: '13711112222',
    residenceRegion: '130102',
    employmentStatus: '4',
  });
  const entrepreneurId = await add('/entrepreneurship/entrepreneur', {
    archiveId,
    businessName: '门户参赛企业有限公司',
    regionCode: '130102',
  });
  const projectId = await add('/entrepreneurship/project', {
    projectName: '门户参赛项目',
    entrepreneurId,
    stage: '2',
  });
  const editionId = await add('/entrepreneurship/contest', {
    name: '门户创业大赛',
    year: 2026,
    status: '2',
    disagreementThreshold: 15,
    minEntries: 5,
  });
  const criterionId = await add('/entrepreneurship/contestCriterion', {
    editionId,
    criterionName: '综合评价',
    weight: 100,
    maxScore: 100,
  });
  const judgeId = await add('/entrepreneurship/judge', {
    judgeName: '韩评委',
    workUnit: '河北经贸大学',
    idCard: judgeCard,
    phone: '13722223333',
  });
  await add('/entrepreneurship/contestPanel', { editionId, judgeId });
  const entryId = await add('/entrepreneurship/contestEntry', { editionId, projectId, track: '1' });
  const scores = await call('PUT', '/entrepreneurship/contest/scores', {
    editionId,
    judgeId,
    scores: [{ entryId, criterionId, score: 88 }],
  });
  expect(scores.statusCode, scores.body).toBe(200);
  const published = await call('POST', '/entrepreneurship/contest/publishResults', {
    id: editionId,
  });
  expect(published.statusCode, published.body).toBe(200);
}

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
    expect(text).toContain('门户参赛项目');
    expect(text).toContain('评委A');
    for (const shown of [
      '门户创业成果',
      '门户成果转化项目',
      '0318-2156789',
      '门户农产品',
      '门户联盟培训学校',
    ])
      expect(text).toContain(shown);
  });

  it('is rate limited per visitor', async () => {
    let last = 200;
    for (let i = 0; i < t.ctx.config.portalRateLimit + 1 && last !== 429; i++)
      last = (await t.app.inject({ method: 'GET', url: `${API}/portal/jobFair/list` })).statusCode;
    expect(last).toBe(429);
  });
});
