import { idCardBirthDate, idCardSex, isValidCreditCode, isValidIdCard } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoRecruitment } from '../../src/sections/recruitment/demo/seed-demo.js';
import { recruitmentDb } from '../../src/sections/recruitment/tables.js';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

const t = useTestApp({ env: { SEED_DEMO: '1' } });
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);

const TABLES = ['zpCompany', 'zpPosition', 'zpResume', 'zpJobFair', 'zpDelivery'] as const;

async function counts() {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const r = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(r.n)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('demo recruitment seed', () => {
  it('creates about 50 companies, 300 positions, 200 resumes and 5 fairs', async () => {
    const n = await counts();
    expect(n).toMatchObject({ zpCompany: 50, zpPosition: 300, zpResume: 200, zpJobFair: 5 });
    expect(n.zpDelivery).toBeGreaterThan(150);
  });

  it('gives every company a valid credit code and a mix of audit states', async () => {
    const rows = await t.db.selectFrom('zpCompany').select(['creditCode', 'auditStatus']).execute();
    for (const r of rows) expect(isValidCreditCode(r.creditCode), r.creditCode).toBe(true);
    const approved = rows.filter((r) => r.auditStatus === '1').length;
    expect(approved).toBeGreaterThan(30);
    expect(approved).toBeLessThan(50);
  });

  it('gives every resume a valid ID number whose sex and birth date it carries', async () => {
    const rows = await t.db
      .selectFrom('zpResume')
      .select(['id', 'idCard', 'sex', 'birthDate', 'regionCode'])
      .execute();
    expect(new Set(rows.map((r) => r.idCard)).size).toBe(rows.length);
    for (const r of rows) {
      expect(isValidIdCard(r.idCard), r.idCard).toBe(true);
      expect(r.sex).toBe(idCardSex(r.idCard));
      expect(r.birthDate).toBe(idCardBirthDate(r.idCard));
      expect(r.idCard.slice(0, 6)).toBe(r.regionCode);
      expect(r.regionCode.slice(0, 2)).toBe('13');
    }
    expect(rows.filter((r) => r.sex === '1').length).toBeGreaterThan(150);
  });

  it('indexes every resume for matching and search', async () => {
    const keyed = await t.db
      .selectFrom('zpResumeMatchKey')
      .select((eb) => eb.fn.count<number>('resumeId').distinct().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(keyed.n)).toBe(200);
    const educated = await t.db
      .selectFrom('zpResumeEducation')
      .select((eb) => eb.fn.count<number>('resumeId').distinct().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(educated.n)).toBe(200);
    const unindexed = await t.db
      .selectFrom('zpResume')
      .select('id')
      .where('searchText', 'is', null)
      .execute();
    expect(unindexed).toEqual([]);
  });

  it('shows published positions on the portal home and in portal search', async () => {
    const home = await t.app.inject({ method: 'GET', url: `${API}/portal/recruitment/home` });
    expect(home.statusCode, home.body).toBe(200);
    const result = home.json().result;
    expect(result.hotPositions.length).toBe(8);
    expect(result.stats.positionCount).toBeGreaterThan(150);
    expect(result.latestFairs.length).toBeGreaterThan(0);
    const search = await t.app.inject({
      method: 'GET',
      url: `${API}/portal/position/list?keyword=${encodeURIComponent('司机')}&regionCode=130000`,
    });
    expect(search.json().result.total).toBeGreaterThan(0);
  });

  it('matches positions to a seeded resume and resumes to a seeded position', async () => {
    const resumes = await t.db
      .selectFrom('zpResume')
      .select('id')
      .where('visibility', '=', '1')
      .orderBy('id')
      .limit(10)
      .execute();
    let matched = 0;
    for (const { id } of resumes) {
      const res = await call('GET', `/recruitment/match/positionsForResume?resumeId=${id}`);
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json().result;
      expect(list.scanned).toBeGreaterThan(0);
      for (const r of list.records) expect(r.total).toBeGreaterThanOrEqual(list.minScore);
      if (list.records.length) matched++;
    }
    expect(matched).toBeGreaterThan(5);

    const position = await t.db
      .selectFrom('zpPosition')
      .select('id')
      .where('status', '=', '1')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await call(
      'GET',
      `/recruitment/match/resumesForPosition?positionId=${position.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.scanned).toBeGreaterThan(0);
  });

  it('adds nothing when called again', async () => {
    const before = await counts();
    expect(await seedDemoRecruitment(recruitmentDb(t.ctx.db), t.ctx.dialect, t.ctx.clock)).toBe(
      false,
    );
    expect(await counts()).toEqual(before);
  });
});
