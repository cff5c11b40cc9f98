/**
 * Foundation benchmark: cold start, idle memory, API throughput against a bare route,
 * login latency and the JavaScript a browser downloads per page. Prints figures only.
 * Needs `npm run build` (server/dist, and web/dist for the page figures).
 * BENCH_ONLY=start|throughput|pages (comma-separated) runs only those sections.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/chromium.js';
import {
  ADMIN_PASSWORD,
  cpuMs,
  freePort,
  login,
  makeTempDir,
  median,
  percentile,
  removeDir,
  repoRoot,
  rssMb,
  type Server,
  sleep,
  spawnServer,
  stopServer,
  waitForHealth,
  waitForReadyLine,
} from './helpers.js';
import { type Asset, pageAssets } from './page-assets.js';

const RUNS = 5;
const mainJs = path.join(repoRoot, 'server/dist/main.js');
/** The server reads WEB_DIST_DIR too, so an override applies to both. */
const webDist = path.resolve(process.env.WEB_DIST_DIR || path.join(repoRoot, 'web/dist'));

interface Row {
  figure: string;
  value: string;
  target: string;
  ok: string;
}
const rows: Row[] = [];
const warnings: string[] = [];

function row(figure: string, value: string, target = '-', ok: boolean | null = null): void {
  rows.push({ figure, value, target, ok: ok === null ? '-' : ok ? 'yes' : 'NO' });
}

function warn(message: string): void {
  warnings.push(message);
  console.log(`\n!!!!!!!! WARNING: ${message} !!!!!!!!\n`);
}

const ms = (v: number) => `${v.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// ---- 1 + 2: cold start and idle RSS ------------------------------------------------------

/** Starts server/dist/main.js and times spawn → health 200. */
async function startMain(dataDir: string): Promise<{ server: Server; ms: number }> {
  const port = await freePort();
  const t0 = performance.now();
  const server = spawnServer(
    [mainJs],
    { DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'warn' },
    port,
    { pipeStdout: true },
  );
  try {
    await waitForHealth(server);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return { server, ms: performance.now() - t0 };
}

/** One start; with `idleRss`, waits 3 s after ready and reads VmRSS. */
async function timedStart(
  dataDir: string,
  idleRss: boolean,
): Promise<{ ms: number; rss?: number }> {
  const { server, ms: elapsed } = await startMain(dataDir);
  try {
    if (!idleRss || server.child.pid === undefined) return { ms: elapsed };
    await sleep(3000);
    return { ms: elapsed, rss: rssMb(server.child.pid) };
  } finally {
    await stopServer(server);
  }
}

async function coldStart(): Promise<void> {
  console.log(`\n== Cold start to ready (${RUNS} runs each) ==`);
  const first: number[] = [];
  const restart: number[] = [];
  let rssFirst = Number.NaN;
  let rssRestart = Number.NaN;
  for (let i = 0; i < RUNS; i++) {
    const dataDir = makeTempDir();
    const last = i === RUNS - 1;
    try {
      const a = await timedStart(dataDir, last);
      first.push(a.ms);
      const b = await timedStart(dataDir, last);
      restart.push(b.ms);
      if (last) {
        rssFirst = a.rss ?? Number.NaN;
        rssRestart = b.rss ?? Number.NaN;
      }
      console.log(`run ${i + 1}: first start ${ms(a.ms)}, restart ${ms(b.ms)}`);
    } finally {
      removeDir(dataDir);
    }
  }
  const summary = (v: number[]) => `median ${ms(median(v))}, max ${ms(Math.max(...v))}`;
  console.log(`first start (migrations + seed): ${summary(first)}`);
  console.log(`restart (same data dir):         ${summary(restart)}`);
  console.log(
    `idle RSS 3 s after ready: first start ${rssFirst.toFixed(1)} MB, restart ${rssRestart.toFixed(1)} MB`,
  );
  row('cold start, empty data dir', summary(first));
  row('cold start, restart', summary(restart));
  row('idle RSS after first start', `${rssFirst.toFixed(1)} MB`);
  row('idle RSS after restart', `${rssRestart.toFixed(1)} MB`);
}

// ---- 3 + 4: throughput ratio and login latency ------------------------------------------

interface Measured {
  rps: number;
  non2xx: number;
  /** Server CPU time per request, in microseconds: independent of the load generator. */
  cpuUsPerRequest: number;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  serverPid: number,
) {
  const opts = { url, headers, connections: 10 };
  const warm = await autocannon({ ...opts, duration: 2 });
  const cpuBefore = cpuMs(serverPid);
  const res = await autocannon({ ...opts, duration: 10 });
  const cpuUsPerRequest = ((cpuMs(serverPid) - cpuBefore) * 1000) / res.requests.total;
  const bad = warm.non2xx + res.non2xx + warm.errors + res.errors + res.timeouts;
  if (bad > 0) {
    const codes = Object.entries(res.statusCodeStats)
      .map(([code, s]) => `${code}×${s.count}`)
      .join(', ');
    warn(
      `${name}: non2xx ${res.non2xx} (warm-up ${warm.non2xx}), errors ${res.errors}, timeouts ${res.timeouts}; status codes ${codes}`,
    );
  }
  const lat = res.latency;
  console.log(
    `${name.padEnd(12)} ${res.requests.average.toFixed(0).padStart(7)} req/s  server CPU ${cpuUsPerRequest.toFixed(0)} µs/request  latency p50 ${lat.p50} ms, p99 ${lat.p99} ms  (${res.requests.total} requests, non2xx ${res.non2xx})`,
  );
  return { rps: res.requests.average, non2xx: res.non2xx, cpuUsPerRequest } satisfies Measured;
}

async function loginLatency(base: string): Promise<void> {
  console.log('\n== Login latency (200 sequential POST /api/sys/login) ==');
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (res.status !== 200) failed++;
  }
  if (failed > 0) warn(`login: ${failed} of 200 responses were not 200`);
  const value = `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`;
  console.log(value);
  row('login latency', value);
}

async function throughput(logLevel: 'info' | 'warn', alsoLogin: boolean): Promise<void> {
  console.log(`\n== Throughput, LOG_LEVEL=${logLevel} (10 connections, 2 s warm-up + 10 s) ==`);
  const dataDir = makeTempDir();
  const server = spawnServer(
    ['--import', 'tsx', 'bench-server.ts'],
    { DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: logLevel },
    await freePort(),
    { pipeStdout: false },
  );
  try {
    await waitForReadyLine(server);
    const { token } = await login(server.base);
    const pid = server.child.pid ?? 0;
    const perm = await measure(
      'permission',
      `${server.base}/api/sys/permission/getUserPermissionByToken`,
      { 'X-Access-Token': token },
      pid,
    );
    const bare = await measure('bare', `${server.base}/bench/bare`, {}, pid);
    const ratio = perm.rps / bare.rps;
    console.log(`ratio permission/bare: ${(ratio * 100).toFixed(1)} %`);
    row(
      `permission vs bare, LOG_LEVEL=${logLevel}`,
      `${perm.rps.toFixed(0)} / ${bare.rps.toFixed(0)} req/s = ${(ratio * 100).toFixed(1)} %`,
      '>= 30 %',
      ratio >= 0.3,
    );
    // The load generator shares the two cores, so req/s partly measures it; the server's own
    // CPU per request gives the capacity ratio without it.
    const cpuRatio = bare.cpuUsPerRequest / perm.cpuUsPerRequest;
    console.log(
      `server CPU capacity ratio (bare µs ÷ permission µs): ${(cpuRatio * 100).toFixed(1)} %`,
    );
    row(
      `server CPU/request, LOG_LEVEL=${logLevel}`,
      `${perm.cpuUsPerRequest.toFixed(0)} µs vs ${bare.cpuUsPerRequest.toFixed(0)} µs = ${(cpuRatio * 100).toFixed(1)} %`,
      '>= 30 %',
      cpuRatio >= 0.3,
    );
    if (alsoLogin) await loginLatency(server.base);
  } finally {
    await stopServer(server);
    removeDir(dataDir);
  }
}

// ---- 5: gzipped JS per page --------------------------------------------------------------

function reportPage(label: string, landed: string, assets: Asset[], targetKb: number): void {
  const sum = (kind: Asset['kind']) =>
    assets.filter((a) => a.kind === kind).reduce((n, a) => n + a.gz, 0);
  console.log(`${label}: landed on ${landed}`);
  for (const a of [...assets].sort((x, y) => y.gz - x.gz)) {
    console.log(
      `  ${a.kind.padEnd(3)} ${kb(a.gz).padStart(10)} gz  ${kb(a.raw).padStart(10)} raw  ${a.path}`,
    );
  }
  const js = sum('js');
  const css = sum('css');
  console.log(`  total JS ${kb(js)} gz${css > 0 ? `, CSS ${kb(css)} gz` : ''}`);
  row(`JS gz ${label}`, kb(js), `<= ${targetKb} KB`, js <= targetKb * 1024);
  if (css > 0) row(`CSS gz ${label}`, kb(css));
}

async function pageWeight(): Promise<void> {
  console.log('\n== Gzipped JS per page ==');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    console.log('skipped: web not built');
    row('JS gz /user/login', 'skipped: web not built', '<= 300 KB');
    row('JS gz /dashboard/analysis', 'skipped: web not built', '<= 450 KB');
    return;
  }
  const dataDir = makeTempDir();
  let server: Server | undefined;
  let browser: Browser | undefined;
  try {
    server = (await startMain(dataDir)).server;
    browser = await chromium.launch({
      executablePath: CHROMIUM_EXECUTABLE,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    const loginPage = await pageAssets(browser, `${server.base}/user/login`, {
      initScript: null,
      extraWaitMs: 0,
      warn,
    });
    reportPage('/user/login', loginPage.landed, loginPage.assets, 300);

    const { token, userInfo } = await login(server.base);
    const expire = Date.now() + 7 * 86_400_000;
    const store = (key: string, value: unknown) =>
      `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(JSON.stringify({ value, expire }))});`;
    const init = [
      store('eduplat__Access-Token', token),
      store('eduplat__Login_Userinfo', userInfo),
    ].join('\n');
    const dash = await pageAssets(browser, `${server.base}/dashboard/analysis`, {
      initScript: init,
      extraWaitMs: 1000,
      warn,
    });
    reportPage('/dashboard/analysis', dash.landed, dash.assets, 450);
  } finally {
    await browser?.close();
    if (server) await stopServer(server);
    removeDir(dataDir);
  }
}

// ---- main --------------------------------------------------------------------------------

async function section(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    process.exitCode = 1;
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.log(`\n${name} FAILED:\n${message}`);
    row(name, 'ERROR (see above)');
  }
}

function printTable(): void {
  const header: Row = { figure: 'figure', value: 'value', target: 'target', ok: 'ok' };
  const cols = ['figure', 'value', 'target', 'ok'] as const;
  const width = Object.fromEntries(
    cols.map((c) => [c, Math.max(...[header, ...rows].map((r) => r[c].length))]),
  ) as Record<(typeof cols)[number], number>;
  const line = (r: Row) => cols.map((c) => r[c].padEnd(width[c])).join(' | ');
  console.log(`\n${line(header)}`);
  console.log(cols.map((c) => '-'.repeat(width[c])).join('-|-'));
  for (const r of rows) console.log(line(r));
}

if (!fs.existsSync(mainJs)) {
  console.error(`${mainJs} is missing; run \`npm run build\` at the repo root first.`);
  process.exit(1);
}
const loadavg = () => os.loadavg()[0]?.toFixed(2) ?? '?';
console.log(
  `Foundation bench: node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, load average ${loadavg()} (other load skews the figures)`,
);
/** `BENCH_ONLY=throughput` (or start, pages; comma-separated) runs a subset. */
const only = new Set((process.env.BENCH_ONLY ?? 'start,throughput,pages').split(','));
if (only.has('start')) await section('cold start', coldStart);
if (only.has('throughput')) {
  await section('throughput LOG_LEVEL=info', () => throughput('info', false));
  await section('throughput LOG_LEVEL=warn', () => throughput('warn', true));
}
if (only.has('pages')) await section('page weight', pageWeight);
printTable();
console.log(`\nload average at the end: ${loadavg()}`);
if (warnings.length > 0) {
  console.log(`\n!!!!!!!! ${warnings.length} WARNING(S):`);
  for (const w of warnings) console.log(`  - ${w}`);
}
