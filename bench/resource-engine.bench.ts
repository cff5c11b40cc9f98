/**
 * Resource engine figures (issue 3): list latency on 1,000,000 rows, list throughput as a ratio
 * to a bare route, import of a 100,000-row .xlsx (time and peak server RSS), and export of
 * 100,000 rows. Run with `npm run build` first; `npm run bench:resource -w bench`.
 * ROWS (default 1000000) and IO_ROWS (default 100000) change the sizes; PROFILE_DIR keeps CPU profiles.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import {
  cpuMs,
  login,
  makeTempDir,
  percentile,
  rssMb,
  type Server,
  startBenchServer,
  stopServer,
} from './helpers.js';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const IO_ROWS = Number(process.env.IO_ROWS ?? 100_000);
const DAY_MS = 86_400_000;
const START = Date.UTC(2025, 0, 1);
const pad = (n: number) => String(n).padStart(2, '0');
const timeText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/** Fills sys_position with ROWS rows spread over a year, straight into SQLite. */
function generate(dbFile: string): void {
  const db = new Database(dbFile);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const insert = db.prepare(
    `insert into sys_position (id, tenant_id, code, name, post_rank, description, version, create_by, create_time)
     values (?, 0, ?, ?, ?, null, 1, 'bench', ?)`,
  );
  const t0 = performance.now();
  const names = ['软件工程师', '会计', '司机', '保安', '销售代表', '仓库管理员', '电工', '厨师'];
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const created = START + Math.floor((i / ROWS) * 365 * DAY_MS);
      insert.run(
        `bench${String(i).padStart(27, '0')}`,
        `P${String(i).padStart(7, '0')}`,
        `${names[i % names.length]}${i}`,
        String((i % 5) + 1),
        timeText(created),
      );
    }
  })();
  db.close();
  console.log(
    `generated ${ROWS.toLocaleString()} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/** The SQL alone of the one-day list (count and first page), run in-process: the floor under the HTTP figure. */
function sqlFloor(dbFile: string, day: string): void {
  const db = new Database(dbFile, { readonly: true });
  const where = 'where tenant_id = ? and create_time >= ? and create_time < ?';
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const params = [0, day, next];
  const count = db.prepare(`select count(*) as total from sys_position ${where}`);
  const page = db.prepare(
    `select * from sys_position ${where} order by create_time desc, id desc limit 10 offset 0`,
  );
  const time = (run: () => unknown) => {
    for (let i = 0; i < 200; i++) run();
    const t0 = performance.now();
    for (let i = 0; i < 2000; i++) run();
    return ((performance.now() - t0) / 2000) * 1000;
  };
  const countUs = time(() => count.all(...params));
  const pageUs = time(() => page.all(...params));
  db.close();
  console.log(
    `SQL alone for the one-day list: count ${countUs.toFixed(0)} µs + page ${pageUs.toFixed(0)} µs = ${(countUs + pageUs).toFixed(0)} µs per request`,
  );
}

async function timedGets(base: string, token: string, query: string, n: number) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/sys/position/list?${query}`, {
      headers: { 'X-Access-Token': token },
    });
    const body = (await res.json()) as { result?: { total: number } };
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`list ${query}: HTTP ${res.status}`);
    total = body.result?.total ?? 0;
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), total };
}

async function rps(url: string, headers: Record<string, string>, pid: number) {
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const cpu0 = cpuMs(pid);
  const res = await autocannon({ url, headers, connections: 10, duration: 10 });
  return {
    rps: res.requests.average,
    cpuUs: ((cpuMs(pid) - cpu0) * 1000) / res.requests.total,
    non2xx: res.non2xx + res.errors,
  };
}

/** Samples the server's RSS every 50 ms while `work` runs; returns its duration and the peak. */
async function withPeakRss<T>(pid: number, work: () => Promise<T>) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const t0 = performance.now();
  try {
    const value = await work();
    return { value, ms: performance.now() - t0, peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

async function writeImportFile(file: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const sheet = workbook.addWorksheet('职务');
  sheet.addRow(['职务编码', '职务名称', '职级', '备注']).commit();
  for (let i = 0; i < IO_ROWS; i++) {
    sheet.addRow([`I${String(i).padStart(7, '0')}`, `导入职务${i}`, '中级', '批量导入']).commit();
  }
  sheet.commit();
  await workbook.commit();
}

async function main() {
  console.log(
    `Resource engine bench: node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(2)}`,
  );
  const dataDir = makeTempDir();
  let server: Server | undefined;
  const start = () => startBenchServer(dataDir);
  try {
    server = await start(); // migrate and seed
    await stopServer(server);
    generate(path.join(dataDir, 'vets.db'));
    server = await start();
    const pid = server.child.pid ?? 0;
    const { token } = await login(server.base);
    const headers = { 'X-Access-Token': token };

    console.log(
      `\n== List on ${ROWS.toLocaleString()} rows (200 sequential requests each, page and total) ==`,
    );
    const day = timeText(START + 100 * DAY_MS).slice(0, 10);
    const cases: Array<[string, string]> = [
      ['one day by createTime (indexed range)', `createTime_begin=${day}&createTime_end=${day}`],
      ['code equals (unique index)', 'code=P0500000'],
      ['code starts with (unique index)', 'code=P05000*'],
      ['no filter, default sort (count of all rows)', ''],
    ];
    for (const [name, query] of cases) {
      const r = await timedGets(server.base, token, query, 200);
      console.log(`${name.padEnd(46)} p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  total ${r.total}`);
    }

    console.log('\n== Throughput: indexed lists vs bare route (10 connections, 10 s) ==');
    const bare = await rps(`${server.base}/bench/bare`, {}, pid);
    console.log(
      `bare                       ${bare.rps.toFixed(0)} req/s, server CPU ${bare.cpuUs.toFixed(0)} µs/request`,
    );
    const throughputCases: Array<[string, string, string]> = [
      ['code equals (1 match)', 'code=P0500000', 'code=P0500000'],
      [
        'one day (2,740 matches)',
        `createTime_begin=${day}&createTime_end=${day}`,
        `begin=${day}&end=${day}`,
      ],
    ];
    for (const [name, query, floorQuery] of throughputCases) {
      const list = await rps(`${server.base}/api/sys/position/list?${query}`, headers, pid);
      console.log(
        `${name.padEnd(26)} ${list.rps.toFixed(0)} req/s, server CPU ${list.cpuUs.toFixed(0)} µs/request, non2xx ${list.non2xx}, ratio ${((list.rps / bare.rps) * 100).toFixed(1)} % by req/s, ${((bare.cpuUs / list.cpuUs) * 100).toFixed(1)} % by CPU`,
      );
      const floor = await rps(`${server.base}/bench/floor?${floorQuery}`, headers, pid);
      console.log(
        `${'  floor (session + same SQL)'.padEnd(26)} ${floor.rps.toFixed(0)} req/s, server CPU ${floor.cpuUs.toFixed(0)} µs/request, non2xx ${floor.non2xx}; engine / floor = ${(list.cpuUs / floor.cpuUs).toFixed(2)} × by CPU, ${(floor.rps / list.rps).toFixed(2)} × by req/s (target ≤ 1.5 ×)`,
      );
    }
    sqlFloor(path.join(dataDir, 'vets.db'), day);

    console.log(`\n== Import of a ${IO_ROWS.toLocaleString()}-row .xlsx ==`);
    const file = path.join(dataDir, 'import.xlsx');
    await writeImportFile(file);
    console.log(
      `file ${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB, server RSS before ${rssMb(pid).toFixed(0)} MB`,
    );
    const imported = await withPeakRss(pid, async () => {
      const form = new FormData();
      form.append('file', new Blob([fs.readFileSync(file)]), 'import.xlsx');
      const res = await fetch(`${server!.base}/api/sys/position/importExcel`, {
        method: 'POST',
        headers,
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { message: string } };
    });
    console.log(
      `import: HTTP ${imported.value.status} "${imported.value.body.message}" in ${(imported.ms / 1000).toFixed(1)} s, peak server RSS ${imported.peak.toFixed(0)} MB (target ≤ 30 s, ≤ 600 MB)`,
    );

    console.log(`\n== Export of ${IO_ROWS.toLocaleString()} rows ==`);
    const exported = await withPeakRss(pid, async () => {
      const res = await fetch(`${server!.base}/api/sys/position/exportXls?code=I*`, { headers });
      const bytes = (await res.arrayBuffer()).byteLength;
      return { status: res.status, bytes };
    });
    console.log(
      `export: HTTP ${exported.value.status}, ${(exported.value.bytes / 1024 / 1024).toFixed(1)} MB in ${(exported.ms / 1000).toFixed(1)} s, peak server RSS ${exported.peak.toFixed(0)} MB (target ≤ 15 s)`,
    );
  } finally {
    if (server) await stopServer(server);
  }
}

await main();
