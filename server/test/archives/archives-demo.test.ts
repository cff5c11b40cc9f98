import {
  EMPLOYED_STATUSES,
  employmentStatus,
  idCardBirthDate,
  idCardSex,
  isValidIdCard,
  unemploymentStatus,
} from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/core/auth/passwords.js';
import { seedDemoArchives } from '../../src/sections/archives/demo/seed-demo.js';
import { archivesDb } from '../../src/sections/archives/tables.js';
import { seedDemoGrids } from '../../src/sections/grid/demo/seed-demo.js';
import { gridDb } from '../../src/sections/grid/tables.js';
import { apiCaller, login, useTestApp, withToken } from '../helpers/test-app.js';

const t = useTestApp({ env: { SEED_DEMO: '1' } });
const arc = () => archivesDb(t.ctx.db);
const grid = () => gridDb(t.ctx.db);
let now: string;
let today: string;

beforeAll(() => {
  now = t.ctx.clock.nowText();
  today = now.slice(0, 10);
});

/** Every value of `column` in `table` that lies after now (dates) or this second (times). */
async function future(table: string, column: string): Promise<string[]> {
  const rows = await (t.ctx.db as unknown as ReturnType<typeof arc>)
    .selectFrom(table as 'arcBasic')
    .select(`${column} as v` as 'id')
    .execute();
  return rows
    .map((r) => (r as unknown as { v: string | null }).v)
    .filter((v): v is string => v !== null && v > (v.length > 10 ? now : today));
}

describe('demo archives', () => {
  it('creates 2,000 archives with valid, unique Hebei ID numbers and derived fields', async () => {
    const rows = await arc()
      .selectFrom('arcBasic')
      .select([
        'idCard',
        'sex',
        'birthDate',
        'residenceRegion',
        'sysOrgCode',
        'enlistDate',
        'dischargeDate',
      ])
      .execute();
    expect(rows.length).toBe(2000);
    expect(new Set(rows.map((r) => r.idCard)).size).toBe(rows.length);
    for (const r of rows) {
      expect(isValidIdCard(r.idCard), r.idCard).toBe(true);
      expect(r.idCard.slice(0, 2)).toBe('13');
      expect(r.sex).toBe(idCardSex(r.idCard));
      expect(r.birthDate).toBe(idCardBirthDate(r.idCard));
      expect(r.birthDate! >= '1965-01-01' && r.birthDate! <= '2003-12-31', r.birthDate!).toBe(true);
      expect(r.enlistDate! <= r.dischargeDate!, `${r.enlistDate} ${r.dischargeDate}`).toBe(true);
      expect(r.sysOrgCode, r.residenceRegion ?? '').toMatch(/^A01A\d\dA\d\d$/);
    }
    expect(new Set(rows.map((r) => String(r.residenceRegion).slice(0, 4))).size).toBe(11);
  });

  it('keeps the archive office that of the residence county', async () => {
    const offices = await t.ctx.db
      .selectFrom('sysDepart' as never)
      .select(['regionCode', 'orgCode'] as never)
      .execute();
    const byRegion = new Map(
      (offices as Array<{ regionCode: string; orgCode: string }>).map((o) => [
        o.regionCode,
        o.orgCode,
      ]),
    );
    const rows = await arc()
      .selectFrom('arcBasic')
      .select(['residenceRegion', 'sysOrgCode'])
      .execute();
    for (const r of rows) expect(r.sysOrgCode).toBe(byRegion.get(String(r.residenceRegion)));
  });

  it('gives every demo resume an archive of the same person', async () => {
    const resumes = await t.ctx.db
      .selectFrom('zpResume' as never)
      .select(['idCard', 'realName', 'phone', 'regionCode'] as never)
      .execute();
    expect(resumes.length).toBe(200);
    const archives = new Map(
      (await arc().selectFrom('arcBasic').selectAll().execute()).map((a) => [a.idCard, a]),
    );
    for (const r of resumes as Array<Record<string, string>>) {
      const a = archives.get(r.idCard!);
      expect(a, r.idCard).toBeDefined();
      expect(a).toMatchObject({
        realName: r.realName,
        phone: r.phone,
        residenceRegion: r.regionCode,
      });
    }
  });

  it('has about 70% employed, 20% unemployed, and records that agree with the status', async () => {
    const rows = await arc().selectFrom('arcBasic').select(['id', 'employmentStatus']).execute();
    const share = (pred: (s: string) => boolean) =>
      rows.filter((r) => pred(r.employmentStatus as string)).length / rows.length;
    expect(share((s) => EMPLOYED_STATUSES.includes(s))).toBeGreaterThan(0.62);
    expect(share((s) => EMPLOYED_STATUSES.includes(s))).toBeLessThan(0.78);
    const unemployed = rows.filter(
      (r) => r.employmentStatus === employmentStatus.values.unemployed,
    );
    expect(unemployed.length / rows.length).toBeGreaterThan(0.15);
    expect(unemployed.length / rows.length).toBeLessThan(0.3);

    const open = await arc()
      .selectFrom('arcUnemployment')
      .select('archiveId')
      .where('status', '=', unemploymentStatus.values.open)
      .execute();
    expect(new Set(open.map((r) => r.archiveId))).toEqual(new Set(unemployed.map((r) => r.id)));
    const closed = await arc()
      .selectFrom('arcUnemployment')
      .select('id')
      .where('status', '!=', unemploymentStatus.values.open)
      .execute();
    expect(closed.length).toBeGreaterThan(50);
    const intentions = await arc().selectFrom('arcIntention').select('archiveId').execute();
    const withIntention = new Set(intentions.map((r) => r.archiveId));
    for (const u of unemployed) expect(withIntention.has(u.id)).toBe(true);

    const family = await arc()
      .selectFrom('arcFamily')
      .select((eb) => ['archiveId', eb.fn.countAll<number>().as('n')])
      .groupBy('archiveId')
      .execute();
    expect(family.length).toBe(rows.length);
    for (const f of family) expect(Number(f.n)).toBeLessThanOrEqual(3);
    for (const table of ['arcSkill', 'arcTraining', 'arcEmployment'] as const) {
      const n = await arc().selectFrom(table).select('id').execute();
      expect(n.length, table).toBeGreaterThan(500);
    }
  });

  it('places veterans through the service in the last 24 months, by a mix of channels', async () => {
    const results = await arc()
      .selectFrom('arcJobResult as r')
      .innerJoin('arcEmployment as e', (j) =>
        j.onRef('e.archiveId', '=', 'r.archiveId').onRef('e.startDate', '=', 'r.placementDate'),
      )
      .select([
        'r.placementDate',
        'r.channel',
        'e.arranged',
        'r.employer',
        'e.employer as recorded',
      ])
      .execute();
    expect(results.length).toBeGreaterThan(200);
    const limit = `${Number(today.slice(0, 4)) - 2}${today.slice(4)}`;
    for (const r of results) {
      expect(r.placementDate >= limit, r.placementDate).toBe(true);
      expect(r.arranged).toBe('Y');
      expect(r.employer).toBe(r.recorded);
    }
    expect(new Set(results.map((r) => r.channel)).size).toBeGreaterThanOrEqual(4);
  });

  it('puts no date after today in any archive or grid table', async () => {
    const columns: Array<[string, string[]]> = [
      ['arc_basic', ['birth_date', 'enlist_date', 'discharge_date', 'create_time']],
      ['arc_family', ['create_time']],
      ['arc_skill', ['obtain_date', 'create_time']],
      ['arc_training', ['start_date', 'end_date', 'create_time']],
      ['arc_employment', ['start_date', 'end_date', 'create_time']],
      ['arc_unemployment', ['register_date', 'close_date', 'create_time']],
      ['arc_job_result', ['placement_date', 'create_time']],
      ['arc_intention', ['register_date', 'create_time']],
      ['grid_grid', ['create_time']],
      ['grid_visit', ['visit_date', 'create_time']],
    ];
    for (const [table, cols] of columns)
      for (const col of cols) expect(await future(table, col), `${table}.${col}`).toEqual([]);
    const backwards = await arc()
      .selectFrom('arcEmployment')
      .select(['startDate', 'endDate'])
      .where('endDate', 'is not', null)
      .whereRef('endDate', '<', 'startDate')
      .execute();
    expect(backwards).toEqual([]);
  });
});

describe('demo grids', () => {
  it('creates 6–10 grids with closed boundary polygons and 1–2 grid workers each', async () => {
    const grids = await grid().selectFrom('gridGrid').selectAll().execute();
    expect(grids.length).toBeGreaterThanOrEqual(6);
    expect(grids.length).toBeLessThanOrEqual(10);
    for (const g of grids) {
      const [ring] = JSON.parse(g.boundary!) as number[][][];
      expect(ring!.length).toBeGreaterThanOrEqual(4);
      expect(ring![0]).toEqual(ring!.at(-1));
      const lngs = ring!.map((p) => p[0]!);
      const lats = ring!.map((p) => p[1]!);
      expect(Math.min(...lngs)).toBeGreaterThan(113);
      expect(Math.max(...lngs)).toBeLessThan(120);
      expect(Math.min(...lats)).toBeGreaterThan(36);
      expect(Math.max(...lats)).toBeLessThan(43);
      // A few km across: between 1 and 10 km north to south.
      const km = (Math.max(...lats) - Math.min(...lats)) * 111;
      expect(km).toBeGreaterThan(1);
      expect(km).toBeLessThan(10);

      const workers = await grid()
        .selectFrom('gridWorker')
        .select('userId')
        .where('gridId', '=', g.id)
        .execute();
      expect(workers.length).toBeGreaterThanOrEqual(1);
      expect(workers.length).toBeLessThanOrEqual(2);
      expect(new Set(g.workerIds!.split(','))).toEqual(new Set(workers.map((w) => w.userId)));
      const members = await arc()
        .selectFrom('arcBasic')
        .select('residenceRegion')
        .where('gridId', '=', g.id)
        .execute();
      expect(members.length).toBeGreaterThan(3);
      for (const m of members) expect(m.residenceRegion).toBe(g.regionCode);
    }
  });

  it('visits most veterans in the last 90 days but leaves some unemployed unvisited', async () => {
    const since = new Date(Date.parse(`${today}T00:00:00Z`) - 90 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const members = await arc()
      .selectFrom('arcBasic')
      .select(['id', 'employmentStatus'])
      .where('gridId', 'is not', null)
      .execute();
    const visits = await grid()
      .selectFrom('gridVisit')
      .select(['archiveId', 'visitDate', 'followUpStatus'])
      .execute();
    const recent = new Set(visits.filter((v) => v.visitDate >= since).map((v) => v.archiveId));
    const share = members.filter((m) => recent.has(m.id)).length / members.length;
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.9);
    const forgotten = members.filter(
      (m) => m.employmentStatus === employmentStatus.values.unemployed && !recent.has(m.id),
    );
    expect(forgotten.length).toBeGreaterThan(0);
    expect(new Set(visits.map((v) => v.followUpStatus)).size).toBe(3);
  });

  it('shows a grid worker only the archives of their own grid', async () => {
    const g = await grid()
      .selectFrom('gridGrid')
      .select(['id', 'workerIds'])
      .orderBy('gridName')
      .executeTakeFirstOrThrow();
    const userId = g.workerIds!.split(',')[0]!;
    const user = await t.ctx.db
      .selectFrom('sysUser')
      .select('username')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.username).toMatch(/^wgy_[a-z]+\d\d$/);
    const password = 'Grid#Worker2026';
    await t.ctx.db
      .updateTable('sysUser')
      .set({ passwordHash: await hashPassword(password) })
      .where('id', '=', userId)
      .execute();
    const worker = withToken((await login(t.app, user.username, password)).token);
    const call = apiCaller(t, () => worker);
    const res = await call('GET', '/archive/basic/list?pageSize=500');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().result;
    const mine = await arc()
      .selectFrom('arcBasic')
      .select('id')
      .where('gridId', '=', g.id)
      .execute();
    expect(page.total).toBe(mine.length);
    for (const r of page.records) expect(r.gridId).toBe(g.id);

    const other = await arc()
      .selectFrom('arcBasic')
      .select('id')
      .where('gridId', '!=', g.id)
      .executeTakeFirstOrThrow();
    const outside = await call('GET', `/archive/basic/queryById?id=${other.id}`);
    expect(outside.statusCode).toBe(404);
  });

  it('adds nothing when called again', async () => {
    expect(await seedDemoArchives(t.ctx.db, t.ctx)).toBe(false);
    expect(await seedDemoGrids(t.ctx.db, t.ctx.clock)).toBe(false);
    const n = await arc().selectFrom('arcBasic').select('id').execute();
    expect(n.length).toBe(2000);
  });
});
