/**
 * Employment statistics over 1,000,000 archives (issue 13): the summary by region and period
 * for the province, a city and a county, per month, quarter and year, as the administrator
 * (no data rule) and as a county office's staff (the rule 本部门及下级). Target: p95 ≤ 300 ms.
 * Then province trends one after another while /api/health is probed: the counting runs on the
 * read connection's worker thread, so others keep being answered.
 * Run with `npm run build` first; `npm run bench:archive-stats -w bench`. ARCHIVES and RUNS
 * change the sizes.
 */
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../server/dist/core/auth/passwords.js';
import { Clock } from '../server/dist/db/clock.js';
import { openDatabase } from '../server/dist/db/database.js';
import { createSeedAccount } from '../server/dist/sections/organisation/index.js';
import { systemDb } from '../server/dist/sections/system/tables.js';
import { generateArchives } from './archive-generator.js';
import { during } from './concurrent-probe.js';
import {
  login,
  makeTempDir,
  percentile,
  removeDir,
  type Server,
  startBenchServer,
  stopServer,
} from './helpers.js';

const ARCHIVES = Number(process.env.ARCHIVES ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 60);

const REGIONS = [
  ['河北省', '130000'],
  ['石家庄市', '130100'],
  ['石家庄市长安区', '130102'],
] as const;
const PERIODS = [
  ['month', '2026-06'],
  ['quarter', '2026-Q2'],
  ['year', '2025'],
] as const;

async function time(base: string, token: string, url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, { headers: { 'X-Access-Token': token } });
  const body = (await res.json()) as { success: boolean; message: string };
  if (!body.success) throw new Error(`${url}: ${body.message}`);
  return performance.now() - started;
}

const COUNTY_USER = { username: 'county-bench', password: 'Bench#County2026' };

/** A staff account of 长安区's office, whose data rule keeps it to its own region's archives. */
async function addCountyUser(dbFile: string): Promise<void> {
  const handle = openDatabase({ sqliteFile: dbFile });
  try {
    const office = await systemDb(handle.db)
      .selectFrom('sysDepart')
      .select('orgCode')
      .where('regionCode', '=', '130102')
      .executeTakeFirstOrThrow();
    const id = await createSeedAccount(handle.db, new Clock('Asia/Shanghai'), {
      username: COUNTY_USER.username,
      realname: '长安区统计员',
      orgCode: office.orgCode,
      role: 'staff',
    });
    const passwordHash = await hashPassword(COUNTY_USER.password);
    await handle.db.updateTable('sysUser').set({ passwordHash }).where('id', '=', id).execute();
  } finally {
    await handle.close();
  }
}

/** p50, p95 and max of RUNS requests of `url` after one warm-up; the row printed and its p95. */
async function timeCase(base: string, token: string, title: string, url: string) {
  await time(base, token, url);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await time(base, token, url));
  const p95 = percentile(times, 95);
  const ms = (v: number) => `${v.toFixed(1).padStart(7)} ms`;
  const row = `${title.padEnd(34)} p50 ${ms(percentile(times, 50))}  p95 ${ms(p95)}  max ${ms(Math.max(...times))}`;
  return { row, p95 };
}

async function main() {
  console.log(
    `Archive statistics bench: node ${process.version}, ${os.cpus().length} CPUs, ${ARCHIVES.toLocaleString()} archives, ${RUNS} runs per case`,
  );
  const dataDir = makeTempDir();
  let server: Server | undefined;
  try {
    server = await startBenchServer(dataDir);
    await stopServer(server);
    const made = generateArchives(path.join(dataDir, 'vets.db'), ARCHIVES);
    console.log(
      `generated ${made.archives.toLocaleString()} archives, ${made.jobResults.toLocaleString()} job results, ${made.registrations.toLocaleString()} registrations in ${made.seconds.toFixed(1)} s`,
    );
    await addCountyUser(path.join(dataDir, 'vets.db'));
    server = await startBenchServer(dataDir);
    const base = server.base;
    const { token } = await login(base);
    const county = await login(base, COUNTY_USER.username, COUNTY_USER.password);
    const rows: string[] = [];
    let worst = 0;
    const summary = (type: string, period: string, region: string) =>
      `/api/archive/statistics/summary?periodType=${type}&period=${period}&regionCode=${region}`;
    for (const [name, region] of REGIONS)
      for (const [type, period] of PERIODS) {
        const r = await timeCase(
          base,
          token,
          `${name} ${type} ${period}`,
          summary(type, period, region),
        );
        worst = Math.max(worst, r.p95);
        rows.push(r.row);
      }
    for (const [type, period] of PERIODS) {
      const title = `长安区 staff ${type} ${period}`;
      const r = await timeCase(base, county.token, title, summary(type, period, '130102'));
      worst = Math.max(worst, r.p95);
      rows.push(r.row);
    }
    const seen = await fetch(`${base}${summary('year', '2025', '130102')}`, {
      headers: { 'X-Access-Token': county.token },
    });
    const { result } = (await seen.json()) as { result: { total: { onRecord: number } } };
    rows.push(`(长安区 staff sees ${result.total.onRecord.toLocaleString()} archives on record)`);
    const trendUrl = '/api/archive/statistics/trend?periodType=month&period=2026-06';
    const trend: number[] = [];
    await during(
      '10 province trends one after another',
      server,
      { 'X-Access-Token': token },
      [{ name: 'health', path: '/health', signedIn: false }],
      async () => {
        for (let i = 0; i < 10; i++) trend.push(await time(base, token, trendUrl));
        return 'done';
      },
    );
    console.log(rows.join('\n'));
    console.log(
      `province 12-month trend: p50 ${percentile(trend, 50).toFixed(1)} ms, max ${Math.max(...trend).toFixed(1)} ms`,
    );
    console.log(
      `summary p95 worst case: ${worst.toFixed(1)} ms (target ≤ 300 ms): ${worst <= 300 ? 'met' : 'NOT met'}`,
    );
  } finally {
    if (server) await stopServer(server);
    removeDir(dataDir);
  }
}

await main();
