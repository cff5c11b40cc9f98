import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, API, login, useTestApp, withToken } from '../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;

interface LogRow {
  username: string;
  method: string;
  requestUrl: string;
  costTime: number;
  outcome: string;
  logContent: string;
  operateType: string;
}

/** The operation log is written after the response; poll until `expected` rows are in. */
async function operations(expected: number, query = ''): Promise<LogRow[]> {
  for (let i = 0; i < 50; i++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/log/list?logType=2&pageSize=50${query}`,
      headers: admin,
    });
    const records = res.json().result.records as LogRow[];
    if (records.length >= expected) return records;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('operation log rows did not arrive');
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
});

describe('operation log', () => {
  it('records writes with who, what, path, duration and outcome; not reads or sign-ins', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/position/add`,
      headers: admin,
      payload: { code: 'OPLOG1', name: '日志岗位', postRank: '1' },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/position/add`,
      headers: admin,
      payload: { code: '', name: '' },
    });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({ method: 'GET', url: `${API}/sys/position/list`, headers: admin });

    const rows = await operations(2);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.outcome).sort()).toEqual(['failure', 'success']);
    for (const r of rows) {
      expect(r).toMatchObject({
        username: 'admin',
        method: 'POST',
        requestUrl: '/api/sys/position/add',
        operateType: 'POST /api/sys/position/add',
      });
      expect(r.costTime).toBeGreaterThanOrEqual(0);
      expect(r.logContent).toMatch(/^添加职务（(200|400)）$/);
    }
    const filtered = await operations(1, `&outcome=failure`);
    expect(filtered).toHaveLength(1);
  });

  it('answers the dashboard counts', async () => {
    const info = await t.app.inject({ method: 'GET', url: `${API}/sys/loginfo`, headers: admin });
    const totals = info.json().result;
    expect(totals.totalVisitCount).toBeGreaterThanOrEqual(1);
    expect(totals.todayVisitCount).toBeGreaterThanOrEqual(1);
    expect(totals.todayIp).toBeGreaterThanOrEqual(1);
    const days = (
      await t.app.inject({ method: 'GET', url: `${API}/sys/visitInfo`, headers: admin })
    ).json().result as Array<{ ymd: string; visit: number }>;
    expect(days).toHaveLength(7);
    expect(days.at(-1)!.ymd).toBe(t.ctx.clock.nowText().slice(0, 10));
    expect(days.at(-1)!.visit).toBe(totals.todayVisitCount);
  });
});
