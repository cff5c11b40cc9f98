import { isValidCreditCode } from '@vets/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { startupDb } from '../../src/sections/entrepreneurship/startup/tables.js';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  login,
  useTestApp,
  withToken,
} from '../helpers/test-app.js';

/** The start-up demo: veterans' businesses, projects, and a contest judged, ranked and shown. */
const t = useTestApp({ env: { SEED_DEMO: '1' } });
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);
const db = () => startupDb(t.ctx.db);

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

async function published() {
  return db()
    .selectFrom('cyContest')
    .selectAll()
    .where('resultsPublished', '=', 'Y')
    .executeTakeFirstOrThrow();
}

describe('start-up demo data', () => {
  it('links twelve entrepreneurs to archives, with support, projects and mentors', async () => {
    const list = await call('GET', '/entrepreneurship/entrepreneur/list?pageSize=50');
    const records = list.json().result.records as Array<Record<string, string>>;
    expect(records).toHaveLength(12);
    for (const r of records) {
      expect(r.archiveId_dictText, r.businessName).toBeTruthy();
      expect(r.industry_dictText, r.businessName).toBeTruthy();
      expect(isValidCreditCode(r.creditCode!), r.creditCode).toBe(true);
    }
    const supports = await db().selectFrom('cySupport').select('entrepreneurId').execute();
    expect(new Set(supports.map((s) => s.entrepreneurId)).size).toBe(12);
    const mentored = await db().selectFrom('cyMentor').select('projectId').distinct().execute();
    expect(mentored.length).toBe(8);
    expect((await db().selectFrom('cyProject').select('id').execute()).length).toBe(12);
  });

  it('judges the published edition in full, but for one recused pair, and ranks it', async () => {
    const edition = await published();
    expect(edition.name).toMatch(/^\d{4}年河北省退役军人创业创新大赛$/);
    const res = await call('GET', `/entrepreneurship/contest/ranking?editionId=${edition.id}`);
    const ranking = res.json().result;
    expect(ranking.criteria).toHaveLength(4);
    expect(ranking.judges).toHaveLength(5);
    expect(ranking.entries).toHaveLength(10);
    expect(ranking.stale).toBe(false);
    const recused = ranking.entries.flatMap((e: { sheet: Array<{ recused: boolean }> }) =>
      e.sheet.filter((l) => l.recused),
    );
    expect(recused).toHaveLength(1);
    expect(recused[0].reasons[0]).toContain('家庭成员');
    const unscored = ranking.entries.flatMap((e: { sheet: Array<Record<string, unknown>> }) =>
      e.sheet.filter((l) => !l.recused && l.raw === null),
    );
    expect(unscored).toEqual([]);
    // One lenient and one strict judge: their mean totals lie far apart.
    const means = ranking.judges.map((j: { mean: number }) => j.mean);
    expect(Math.max(...means) - Math.min(...means)).toBeGreaterThan(15);
    expect(ranking.entries.map((e: { rank: number }) => e.rank)).toEqual(
      [...ranking.entries.map((e: { rank: number }) => e.rank)].sort((a, b) => a - b),
    );
    expect(ranking.entries[0].awardText).toBe('一等奖');
    expect(ranking.entries.some((e: { disagreement: boolean }) => e.disagreement)).toBe(true);
  });

  it('shows the published edition and the one taking sign-ups on the portal', async () => {
    const list = await t.app.inject({ method: 'GET', url: `${API}/portal/contest/list` });
    const statuses = list.json().result.records.map((r: { statusText: string }) => r.statusText);
    expect(statuses.sort()).toEqual(['已公布', '报名中']);
    const open = await t.app.inject({ method: 'GET', url: `${API}/portal/contest/signUp` });
    expect(open.json().result).toHaveLength(1);
    const edition = await published();
    const detail = await t.app.inject({
      method: 'GET',
      url: `${API}/portal/contest/queryById?id=${edition.id}`,
    });
    expect(detail.json().result.entries).toHaveLength(10);
  });

  it('dates no record after today', async () => {
    const now = t.ctx.clock.nowText();
    const late = [
      ...(await db().selectFrom('cyEntrepreneur').select(['foundingDate as at']).execute()),
      ...(await db().selectFrom('cySupport').select(['supportDate as at']).execute()),
      ...(await db().selectFrom('cyContestScore').select(['createTime as at']).execute()),
      ...(await db().selectFrom('cyContestEntry').select(['createTime as at']).execute()),
      ...(await db().selectFrom('cyContest').select(['publishTime as at']).execute()),
    ].filter((r) => r.at && r.at > now);
    expect(late).toEqual([]);
  });
});
