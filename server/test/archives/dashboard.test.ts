import type { DashboardFigures } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/db/ids.js';
import { archivesDb } from '../../src/sections/archives/tables.js';
import { idCard } from '../helpers/recruitment.js';
import {
  ADMIN_PASSWORD,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp();
const URL = '/dashboard/analysis/figures';

/** 长安区 and 桥西区 of 石家庄市, 路北区 of 唐山市. */
const CHANGAN = '130102';
const QIAOXI = '130104';
const LUBEI = '130203';

let now = '';
const month = (back: number) => {
  const d = new Date(Date.UTC(Number(now.slice(0, 4)), Number(now.slice(5, 7)) - 1 - back, 1));
  return d.toISOString().slice(0, 7);
};

async function officeOf(region: string): Promise<string> {
  const row = await t.db
    .selectFrom('sysDepart')
    .select('orgCode')
    .where('regionCode', '=', region)
    .orderBy('orgCode')
    .executeTakeFirstOrThrow();
  return row.orgCode!;
}

let seq = 0;
async function archive(region: string, status: string): Promise<string> {
  const id = newId();
  seq += 1;
  await archivesDb(t.ctx.db)
    .insertInto('arcBasic')
    .values({
      id,
      realName: `老兵${seq}`,
      idCard: idCard(region, '19900101', String(seq).padStart(3, '0')),
      residenceRegion: region,
      employmentStatus: status,
      sysOrgCode: await officeOf(region),
      version: 1,
      createTime: now,
    })
    .execute();
  return id;
}

async function placement(archiveId: string, region: string, date: string) {
  await archivesDb(t.ctx.db)
    .insertInto('arcJobResult')
    .values({
      id: newId(),
      archiveId,
      employer: '某物流公司',
      placementDate: date,
      employmentType: '1',
      channel: '1',
      sysOrgCode: await officeOf(region),
      version: 1,
      createTime: now,
    })
    .execute();
}

async function unemployment(archiveId: string, region: string, date: string) {
  await archivesDb(t.ctx.db)
    .insertInto('arcUnemployment')
    .values({
      id: newId(),
      archiveId,
      registerDate: date,
      reason: '1',
      status: '1',
      sysOrgCode: await officeOf(region),
      version: 1,
      createTime: now,
    })
    .execute();
}

async function recruitment() {
  const db = t.db;
  const base = { version: 1, createTime: now, sysOrgCode: 'A01' };
  const position = (status: string) => ({
    ...base,
    id: newId(),
    title: '安保主管',
    companyId: 'c1',
    categoryId: 'cat-zy-4-02',
    headcount: 1,
    experienceYears: 0,
    regionCode: CHANGAN,
    cityCode: '130100',
    provinceCode: '130000',
    veteranPriority: 'Y',
    status,
    expireDate: '2099-12-31',
    viewCount: 0,
    applyCount: 0,
  });
  await db
    .insertInto('zpPosition')
    .values([position('1'), position('1'), position('0'), position('2')])
    .execute();
  const delivery = (deliverTime: string, status: string, resultTime: string | null) => ({
    ...base,
    id: newId(),
    resumeId: newId(),
    positionId: 'p1',
    companyId: 'c1',
    status,
    deliverTime,
    resultTime,
  });
  const thisMonth = `${month(0)}-01 00:00:00`;
  const lastMonth = `${month(1)}-15 09:00:00`;
  await db
    .insertInto('zpDelivery')
    .values([
      delivery(thisMonth, '1', null),
      delivery(thisMonth, '4', thisMonth),
      delivery(lastMonth, '4', lastMonth),
      delivery(`${month(13)}-10 09:00:00`, '4', `${month(13)}-11 09:00:00`),
    ])
    .execute();
  const fair = (startTime: string, status: string) => ({
    ...base,
    id: newId(),
    title: '退役军人专场招聘会',
    fairType: '1',
    organizer: '河北省退役军人事务厅',
    regionCode: CHANGAN,
    startTime,
    endTime: startTime,
    status,
    viewCount: 0,
  });
  await db
    .insertInto('zpJobFair')
    .values([
      fair(`${now.slice(0, 4)}-01-01 00:00:00`, '1'),
      fair(`${now.slice(0, 4)}-01-01 00:00:00`, '0'),
      fair('2099-01-01 09:00:00', '1'),
    ])
    .execute();
}

async function figuresAs(username: string, password: string): Promise<DashboardFigures> {
  const { token } = await login(t.app, username, password);
  const res = await apiCaller(t, () => withToken(token))('GET', URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as DashboardFigures;
}

const card = (f: DashboardFigures, key: string) => f.cards.find((c) => c.key === key)?.value;
const series = (f: DashboardFigures, key: string) => f.trend.find((s) => s.key === key)?.data;

beforeAll(async () => {
  now = t.ctx.clock.nowText();
  const a1 = await archive(CHANGAN, '1');
  await archive(CHANGAN, '3');
  const a3 = await archive(CHANGAN, '2');
  await archive(QIAOXI, '4');
  const c1 = await archive(LUBEI, '1');
  await archive(LUBEI, '5');
  await placement(a1, CHANGAN, `${month(0)}-01`);
  await placement(a1, CHANGAN, `${month(2)}-10`);
  await placement(c1, LUBEI, `${month(0)}-01`);
  await placement(c1, LUBEI, `${month(12)}-01`);
  await unemployment(a3, CHANGAN, `${month(1)}-03`);
  await recruitment();
});

describe('GET /dashboard/analysis/figures', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api${URL}` });
    expect(res.statusCode).toBe(401);
  });

  it('gives the administrator the province: cities, cards and the 12-month trend', async () => {
    const f = await figuresAs('admin', ADMIN_PASSWORD);
    expect(f.months).toHaveLength(12);
    expect(f.months[11]).toBe(month(0));
    expect(card(f, 'onRecord')).toBe(6);
    expect(card(f, 'employed')).toBe(4);
    expect(card(f, 'employmentRate')).toBe(66.7);
    const cities = new Map(f.regions.map((r) => [r.name, r]));
    expect(cities.get('石家庄市')).toMatchObject({
      code: '130100',
      onRecord: 4,
      employed: 3,
      rate: 75,
    });
    expect(cities.get('唐山市')).toMatchObject({
      code: '130200',
      onRecord: 2,
      employed: 1,
      rate: 50,
    });
    expect(cities.get('保定市')).toMatchObject({ onRecord: 0, employed: 0, rate: 0 });
    const placements = series(f, 'placements')!;
    expect(placements[11]).toBe(2);
    expect(placements[9]).toBe(1);
    expect(placements.reduce((a, b) => a + b, 0)).toBe(3);
    expect(series(f, 'unemployment')![10]).toBe(1);

    expect(card(f, 'openPositions')).toBe(2);
    expect(card(f, 'applicationsMonth')).toBe(2);
    expect(card(f, 'hiresMonth')).toBe(1);
    expect(card(f, 'fairsYear')).toBe(1);
    expect(series(f, 'applications')!.slice(10)).toEqual([1, 2]);
    expect(series(f, 'hires')!.reduce((a, b) => a + b, 0)).toBe(2);
    expect(card(f, 'todayVisits')).toBeGreaterThanOrEqual(1);
    expect(f.notices).toEqual([]);
  });

  it('gives a county office only its county', async () => {
    const user = await createUser(t.ctx, {
      username: 'changan',
      roles: ['staff'],
      orgCode: await officeOf(CHANGAN),
    });
    const f = await figuresAs(user.username, user.password);
    expect(card(f, 'onRecord')).toBe(3);
    expect(card(f, 'employed')).toBe(2);
    expect(card(f, 'employmentRate')).toBe(66.7);
    expect(f.regions).toEqual([
      { code: CHANGAN, name: '长安区', onRecord: 3, employed: 2, rate: 66.7 },
    ]);
    expect(series(f, 'placements')!.reduce((a, b) => a + b, 0)).toBe(2);
    expect(series(f, 'unemployment')!.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('gives a city office its counties', async () => {
    const user = await createUser(t.ctx, {
      username: 'sjz',
      roles: ['staff'],
      orgCode: await officeOf('130100'),
    });
    const f = await figuresAs(user.username, user.password);
    expect(card(f, 'onRecord')).toBe(4);
    const counties = new Map(f.regions.map((r) => [r.code, r]));
    expect(counties.get(CHANGAN)).toMatchObject({ onRecord: 3, employed: 2 });
    expect(counties.get(QIAOXI)).toMatchObject({ onRecord: 1, employed: 1, rate: 100 });
    expect(f.regions.every((r) => r.code.startsWith('1301'))).toBe(true);
  });

  it('gives no archive figures to a user without the archive lists', async () => {
    const user = await createUser(t.ctx, { username: 'school', roles: ['educationUser'] });
    const f = await figuresAs(user.username, user.password);
    expect(card(f, 'onRecord')).toBeUndefined();
    expect(card(f, 'employmentRate')).toBeUndefined();
    expect(series(f, 'placements')).toBeUndefined();
    expect(f.regions).toEqual([]);
    expect(card(f, 'todayVisits')).toBeGreaterThanOrEqual(1);
  });

  it('leaves out a section whose figures fail, with a notice, instead of failing', async () => {
    t.ctx.dashboard.add({
      title: '测试板块',
      provide: async () => {
        throw new Error('统计库不可用');
      },
    });
    const f = await figuresAs('admin', ADMIN_PASSWORD);
    expect(f.notices).toEqual(['测试板块数据暂时无法统计，请稍后刷新']);
    expect(card(f, 'onRecord')).toBe(6);
  });
});
