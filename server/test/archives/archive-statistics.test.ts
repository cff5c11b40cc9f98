import { employmentStatus } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addArchive,
  archiveIdCard,
  createRoleWithoutSensitive,
  officeOf,
} from '../helpers/archives.js';
import { assignRole } from '../helpers/permissions.js';
import {
  ADMIN_PASSWORD,
  apiCaller,
  createUser,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';
import { readSheet } from '../helpers/workbook.js';

const t = useTestApp();
const S = employmentStatus.values;
const headers: Record<string, Record<string, string>> = {};
const as = (who: string) => apiCaller(t, () => headers[who]!);
const asAdmin = as('admin');

const CHANG_AN = '130102';
const QIAO_XI = '130104';
const LU_NAN = '130202';

/** Ten archives: [name, residence, created, final status]. Hand-counted figures below. */
const ARCHIVES = [
  ['a1', CHANG_AN, '2025-01-10 09:00:00', S.employed],
  ['a2', CHANG_AN, '2025-02-15 09:00:00', S.unemployed],
  ['a3', CHANG_AN, '2025-03-20 09:00:00', S.selfEmployed],
  ['a4', CHANG_AN, '2025-05-05 09:00:00', S.studying],
  ['a5', QIAO_XI, '2025-01-31 23:00:00', S.startUp],
  ['a6', QIAO_XI, '2025-02-01 00:00:00', S.unemployed],
  ['a7', QIAO_XI, '2025-04-10 09:00:00', S.employed],
  ['a8', LU_NAN, '2025-02-10 09:00:00', S.unemployed],
  ['a9', LU_NAN, '2025-03-01 00:00:00', S.other],
  ['a10', CHANG_AN, '2024-12-31 23:59:59', S.unemployed],
] as const;
const PLACEMENTS = [
  ['a1', '2025-02-05'],
  ['a3', '2025-03-31'],
  ['a7', '2025-02-28'],
  ['a8', '2025-04-01'],
] as const;
const REGISTRATIONS = [
  ['a2', '2025-02-20'],
  ['a6', '2025-02-01'],
  ['a8', '2025-03-15'],
  ['a10', '2025-01-05'],
] as const;

const ids = new Map<string, string>();
const placementIds = new Map<string, string>();

async function addPlacement(archive: string, date: string): Promise<string> {
  const res = await asAdmin('POST', '/archive/jobResult/add', {
    archiveId: ids.get(archive),
    employer: '河北测试有限公司',
    placementDate: date,
    employmentType: '1',
    channel: '1',
  });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.json().result.id);
}

beforeAll(async () => {
  headers.admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  for (const [name, region, ,] of ARCHIVES) {
    const seq = 100 + ids.size;
    const added = await addArchive(asAdmin, `统计${name}`, archiveIdCard(region, '19850101', seq), {
      residenceRegion: region,
    });
    ids.set(name, String(added.id));
  }
  for (const [archive, date] of PLACEMENTS)
    placementIds.set(archive, await addPlacement(archive, date));
  for (const [archive, date] of REGISTRATIONS) {
    const res = await asAdmin('POST', '/archive/unemployment/add', {
      archiveId: ids.get(archive),
      registerDate: date,
      reason: '1',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  // The hooks above set statuses; the hand-counted case fixes them and the creation times.
  for (const [name, , created, status] of ARCHIVES)
    await t.db
      .updateTable('arcBasic')
      .set({ createTime: created, employmentStatus: status })
      .where('id', '=', ids.get(name)!)
      .execute();

  for (const [who, region] of [
    ['changan', CHANG_AN],
    ['qiaoxi', QIAO_XI],
    ['sjz', '130100'],
  ] as const) {
    const user = await createUser(t.ctx, {
      username: `stat_${who}`,
      roles: ['staff'],
      orgCode: await officeOf(t.ctx, region),
    });
    headers[who] = withToken((await login(t.app, user.username, user.password)).token);
  }
});

type Figures = [number, number, number, number, number, number];
const figures = (r: Record<string, unknown>): Figures => [
  r.onRecord as number,
  r.employed as number,
  r.unemployed as number,
  r.employmentRate as number,
  r.placements as number,
  r.registrations as number,
];

async function summary(query: string, who = 'admin') {
  const res = await as(who)('GET', `/archive/statistics/summary?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json().result;
  const row = (code: string) =>
    result.rows.find((r: { regionCode: string }) => r.regionCode === code);
  return {
    result,
    total: figures(result.total),
    row: (code: string) => figures(row(code)),
    raw: row,
  };
}

async function trace(query: string, metric: string, who = 'admin') {
  const res = await as(who)(
    'GET',
    `/archive/statistics/trace?${query}&metric=${metric}&pageSize=200`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { total: number; records: Array<Record<string, string>> };
}
const names = (records: Array<Record<string, string>>) =>
  records.map((r) => String(r.realName).replace('统计', '')).sort();

describe('figures by region and period, hand-counted', () => {
  it('counts a month at province, city and county level', async () => {
    const province = await summary('periodType=month&period=2025-02&regionCode=130000');
    expect(province.result.level).toBe(1);
    expect(province.total).toEqual([6, 2, 4, 33.3, 2, 2]);
    expect(province.row('130100')).toEqual([5, 2, 3, 40, 2, 2]);
    expect(province.row('130200')).toEqual([1, 0, 1, 0, 0, 0]);
    expect(province.raw('130100').regionName).toBe('石家庄市');

    const city = await summary('periodType=month&period=2025-02&regionCode=130100');
    expect(city.result.path.map((p: { regionName: string }) => p.regionName)).toEqual([
      '河北省',
      '石家庄市',
    ]);
    expect(city.row(CHANG_AN)).toEqual([3, 1, 2, 33.3, 1, 1]);
    expect(city.row(QIAO_XI)).toEqual([2, 1, 1, 50, 1, 1]);
    expect(city.raw(CHANG_AN)).toMatchObject({ isCounty: true, signOff: null, canSignOff: true });

    const county = await summary(`periodType=month&period=2025-02&regionCode=${LU_NAN}`);
    expect(county.result.level).toBe(3);
    expect(county.total).toEqual([1, 0, 1, 0, 0, 0]);
  });

  it('puts an archive created late on the last day in that month', async () => {
    const jan = await summary('periodType=month&period=2025-01&regionCode=130000');
    expect(jan.total).toEqual([3, 2, 1, 66.7, 0, 1]);
  });

  it('counts a quarter and a year', async () => {
    const q1 = await summary('periodType=quarter&period=2025-Q1&regionCode=130000');
    expect(q1.total).toEqual([8, 3, 4, 37.5, 3, 4]);
    const q1City = await summary('periodType=quarter&period=2025-Q1&regionCode=130100');
    expect(q1City.row(CHANG_AN)).toEqual([4, 2, 2, 50, 2, 2]);
    expect(q1City.row(QIAO_XI)).toEqual([2, 1, 1, 50, 1, 1]);
    const q1Tangshan = await summary('periodType=quarter&period=2025-Q1&regionCode=130200');
    expect(q1Tangshan.row(LU_NAN)).toEqual([2, 0, 1, 0, 0, 1]);

    const year = await summary('periodType=year&period=2025&regionCode=130000');
    expect(year.total).toEqual([10, 4, 4, 40, 4, 4]);
    expect(year.row('130100')).toEqual([8, 4, 3, 50, 3, 3]);
    const yearCity = await summary('periodType=year&period=2025&regionCode=130100');
    expect(yearCity.row(CHANG_AN)).toEqual([5, 2, 2, 40, 2, 2]);
    expect(yearCity.row(QIAO_XI)).toEqual([3, 2, 1, 66.7, 1, 1]);
  });

  it('gives a 12-month trend ending with the period', async () => {
    const res = await asAdmin('GET', '/archive/statistics/trend?periodType=month&period=2025-03');
    expect(res.statusCode, res.body).toBe(200);
    const points = res.json().result.points as Array<Record<string, unknown>>;
    expect(points.map((p) => p.period)).toEqual([
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
    ]);
    expect(figures(points[8]!)).toEqual([1, 0, 1, 0, 0, 0]);
    expect(figures(points[10]!)).toEqual([6, 2, 4, 33.3, 2, 2]);
    expect(points[11]!.onRecord).toBe(8);
  });

  it('traces every figure to exactly the archives it counts', async () => {
    const q = 'periodType=month&period=2025-02&regionCode=130100';
    expect(names((await trace(q, 'onRecord')).records)).toEqual(['a1', 'a10', 'a2', 'a5', 'a6']);
    expect(names((await trace(q, 'employed')).records)).toEqual(['a1', 'a5']);
    expect(names((await trace(q, 'unemployed')).records)).toEqual(['a10', 'a2', 'a6']);
    const placements = await trace(q, 'placements');
    expect(names(placements.records)).toEqual(['a1', 'a7']);
    expect(placements.records.find((r) => r.archiveId === ids.get('a7'))?.date).toBe('2025-02-28');
    expect(names((await trace(q, 'registrations')).records)).toEqual(['a2', 'a6']);
    const row = (await trace(q, 'onRecord')).records[0]!;
    expect(row.residenceRegionName).toMatch(/^石家庄市/);
    expect(row.employmentStatus_dictText).not.toBe('');
  });

  it('pages a trace', async () => {
    const res = await asAdmin(
      'GET',
      '/archive/statistics/trace?periodType=year&period=2025&metric=onRecord&pageSize=4&pageNo=3',
    );
    expect(res.json().result).toMatchObject({ total: 10, pages: 3, current: 3 });
    expect(res.json().result.records).toHaveLength(2);
  });

  it('defaults to the caller’s region and the last closed month', async () => {
    const res = await as('changan')('GET', '/archive/statistics/summary');
    expect(res.statusCode, res.body).toBe(200);
    const today = t.ctx.clock.nowText().slice(0, 10);
    expect(res.json().result).toMatchObject({ regionCode: CHANG_AN, closed: true });
    expect(res.json().result.period < today.slice(0, 7)).toBe(true);
  });
});

describe('bad input and scope', () => {
  it('refuses malformed periods and regions with a Chinese 400', async () => {
    for (const q of [
      'periodType=month&period=2025-13',
      'periodType=quarter&period=2025-05',
      'periodType=week',
      'regionCode=13%27%20or%201',
      'regionCode=110000',
    ]) {
      const res = await asAdmin('GET', `/archive/statistics/summary?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('answers 404 to a county user asking for another county or the city', async () => {
    for (const region of [QIAO_XI, '130100', '130000']) {
      const res = await as('changan')('GET', `/archive/statistics/summary?regionCode=${region}`);
      expect(res.statusCode, region).toBe(404);
    }
    const res = await as('changan')(
      'GET',
      `/archive/statistics/trace?regionCode=${QIAO_XI}&metric=onRecord`,
    );
    expect(res.statusCode).toBe(404);
  });

  it('masks ID numbers in a trace without archives:basic:sensitive', async () => {
    await createRoleWithoutSensitive(t.ctx, 'role-stat-plain');
    await t.ctx.db
      .insertInto('sysRolePermission')
      .values({
        id: 'rp-stat-plain',
        roleId: 'role-stat-plain',
        permissionId: 'menu-arc-statistics',
      })
      .execute();
    const user = await createUser(t.ctx, { username: 'stat_plain', roles: [] });
    await assignRole(t.ctx, user.id, 'role-stat-plain');
    headers.plain = withToken((await login(t.app, user.username, user.password)).token);
    const q = 'periodType=year&period=2025&regionCode=130000';
    const masked = await trace(q, 'onRecord', 'plain');
    expect(masked.total).toBe(10);
    for (const r of masked.records) expect(r.idCard).toContain('*');
    const full = await trace(q, 'onRecord');
    for (const r of full.records) expect(r.idCard).toMatch(/^\d{17}[\dX]$/);
  });
});

describe('sign-off freezes a county’s closed period', () => {
  const feb = { periodType: 'month', period: '2025-02', regionCode: CHANG_AN };

  it('refuses an open period, a city, and another county', async () => {
    const month = t.ctx.clock.nowText().slice(0, 7);
    const open = await as('changan')('POST', '/archive/statistics/signOff', {
      ...feb,
      period: month,
    });
    expect(open.statusCode).toBe(400);
    const city = await asAdmin('POST', '/archive/statistics/signOff', {
      ...feb,
      regionCode: '130100',
    });
    expect(city.statusCode).toBe(400);
    const other = await as('qiaoxi')('POST', '/archive/statistics/signOff', feb);
    expect(other.statusCode).toBe(404);
  });

  it('signs off once, then 409', async () => {
    const res = await as('changan')('POST', '/archive/statistics/signOff', feb);
    expect(res.statusCode, res.body).toBe(200);
    expect(figures(res.json().result)).toEqual([3, 1, 2, 33.3, 1, 1]);
    expect(res.json().result.signOff.signedBy).toBe('测试stat_changan');
    const again = await as('changan')('POST', '/archive/statistics/signOff', feb);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('已签发');
  });

  it('shows the city which counties signed off, by whom', async () => {
    const res = await as('sjz')(
      'GET',
      '/archive/statistics/signOffStatus?periodType=month&period=2025-02',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { signed, total, counties } = res.json().result;
    expect(signed).toBe(1);
    expect(total).toBeGreaterThan(5);
    const changan = counties.find((c: { regionCode: string }) => c.regionCode === CHANG_AN);
    expect(changan.signOff.signedBy).toBe('测试stat_changan');
    expect(
      counties.find((c: { regionCode: string }) => c.regionCode === QIAO_XI).signOff,
    ).toBeNull();
  });

  it('keeps the frozen figures and trace through later edits; live figures move', async () => {
    const beforeOpen = await summary(
      `regionCode=${CHANG_AN}&periodType=month&period=${t.ctx.clock.nowText().slice(0, 7)}`,
    );
    expect(beforeOpen.total).toEqual([5, 2, 2, 40, 0, 0]);

    const a1 = (await asAdmin('GET', `/archive/basic/queryById?id=${ids.get('a1')}`)).json().result;
    const edit = await asAdmin('PUT', '/archive/basic/edit', { ...a1, employmentStatus: S.other });
    expect(edit.statusCode, edit.body).toBe(200);
    await addPlacement('a2', '2025-02-10');

    const frozen = await summary(`regionCode=${CHANG_AN}&periodType=month&period=2025-02`);
    expect(frozen.total).toEqual([3, 1, 2, 33.3, 1, 1]);
    expect(frozen.raw(CHANG_AN).signOff.signedBy).toBe('测试stat_changan');
    expect(frozen.raw(CHANG_AN).canSignOff).toBe(false);
    const q = `regionCode=${CHANG_AN}&periodType=month&period=2025-02`;
    expect(names((await trace(q, 'employed')).records)).toEqual(['a1']);
    expect(names((await trace(q, 'unemployed')).records)).toEqual(['a10', 'a2']);
    expect(names((await trace(q, 'placements')).records)).toEqual(['a1']);

    // The city adds the frozen county to the live ones, in figures and trace alike.
    const city = await summary('regionCode=130100&periodType=month&period=2025-02');
    expect(city.total).toEqual([5, 2, 3, 40, 2, 2]);
    const cityQ = 'regionCode=130100&periodType=month&period=2025-02';
    expect(names((await trace(cityQ, 'employed')).records)).toEqual(['a1', 'a5']);

    // Unsigned periods are live: the year gains the placement, the open month the status change.
    const year = await summary(`regionCode=${CHANG_AN}&periodType=year&period=2025`);
    expect(year.total).toEqual([5, 2, 1, 40, 3, 2]);
    const open = await summary(
      `regionCode=${CHANG_AN}&periodType=month&period=${t.ctx.clock.nowText().slice(0, 7)}`,
    );
    expect(open.total).toEqual([5, 2, 1, 40, 0, 0]);
    expect(open.result.closed).toBe(false);
  });

  it('lets only the province withdraw a sign-off, which makes the figures live again', async () => {
    const city = await as('sjz')('POST', '/archive/statistics/reopen', feb);
    expect(city.statusCode).toBe(403);
    const res = await asAdmin('POST', '/archive/statistics/reopen', feb);
    expect(res.statusCode, res.body).toBe(200);
    const live = await summary(`regionCode=${CHANG_AN}&periodType=month&period=2025-02`);
    expect(live.total).toEqual([3, 1, 1, 33.3, 2, 1]);
    expect(live.raw(CHANG_AN).signOff).toBeNull();
    const again = await asAdmin('POST', '/archive/statistics/reopen', feb);
    expect(again.statusCode).toBe(404);
  });
});

describe('export', () => {
  it('writes a real workbook with Chinese headers and region names', async () => {
    const res = await asAdmin(
      'GET',
      '/archive/statistics/exportXls?periodType=year&period=2025&regionCode=130100',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename*=');
    const { header, records } = await readSheet(res.rawPayload);
    expect(header).toEqual([
      '地区',
      '在册人数',
      '已就业',
      '未就业',
      '就业率（%）',
      '服务安置',
      '新增失业登记',
      '签发状态',
      '签发人',
      '签发时间',
    ]);
    const rows = records();
    const changan = rows.find((r) => r.地区 === '长安区')!;
    expect(changan).toMatchObject({ 在册人数: 5, 服务安置: 3, 签发状态: '未签发' });
    expect(rows.at(-1)).toMatchObject({ 地区: '石家庄市合计', 在册人数: 8 });
  });

  it('needs the export permission', async () => {
    const res = await as('plain')('GET', '/archive/statistics/exportXls');
    expect(res.statusCode).toBe(403);
  });
});
