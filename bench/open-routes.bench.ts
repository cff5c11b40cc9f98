/**
 * Anonymous load on the large open answers (issue 22, C.2): one client with 64 connections on
 * /api/docs/json and 16 on /api/sys/sysArea/queryIdTree (each alone, then both), while a separate
 * client reads /api/health one request at a time; prints /api/health p50/p95/max idle and under
 * each load, and what the load itself got (requests per second, status codes).
 * Run `npm run build` first; `npm run bench:open-routes -w bench`. SECONDS (default 20) sets each
 * phase's length; ACCEPT_ENCODING=gzip makes the load ask for compressed answers. The server
 * gets the bench's environment, so PORTAL_RATE_LIMIT=1000000 shows the answers' cost without
 * the per-client budget, and NODE_ENV=production closes the OpenAPI document to anonymous calls.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import {
  makeTempDir,
  percentile,
  removeDir,
  type Server,
  sleep,
  startBenchServer,
  stopServer,
} from './helpers.js';

const SECONDS = Number(process.env.SECONDS ?? 20);
const IDLE_SECONDS = 5;
const PROBE_PAUSE_MS = 150;
const ACCEPT_ENCODING = process.env.ACCEPT_ENCODING ?? '';
const DOCS = { path: '/api/docs/json', connections: 64 };
const TREE = { path: '/api/sys/sysArea/queryIdTree', connections: 16 };
const LOADS = [DOCS, TREE];
/** Each load alone, as the issue measured them, then both at once. */
const PHASES = [[DOCS], [TREE], [DOCS, TREE]];
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface LoadResult {
  path: string;
  connections: number;
  requestsPerSecond: number;
  statuses: Record<string, number>;
  latencyP99: number;
  errors: number;
  timeouts: number;
}

/** autocannon in its own process, so that its work does not slow the health client here. */
function runLoad(base: string, path: string, connections: number): Promise<LoadResult> {
  const headers = ACCEPT_ENCODING ? ['-H', `accept-encoding=${ACCEPT_ENCODING}`] : [];
  const args = [autocannonBin, '-c', String(connections), '-d', String(SECONDS), '-j'];
  const child = spawn(process.execPath, [...args, ...headers, `${base}${path}`], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', () => {
      try {
        const r = JSON.parse(out) as {
          requests: { average: number };
          latency: { p99: number };
          errors: number;
          timeouts: number;
          statusCodeStats?: Record<string, { count: number }>;
        };
        const statuses = Object.fromEntries(
          Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
        );
        resolve({
          path,
          connections,
          requestsPerSecond: r.requests.average,
          statuses,
          latencyP99: r.latency.p99,
          errors: r.errors,
          timeouts: r.timeouts,
        });
      } catch (error) {
        reject(new Error(`autocannon gave no result for ${path}: ${String(error)}`));
      }
    });
  });
}

/** Reads /api/health one request after another until `running` turns false; latencies in ms. */
async function probeHealth(base: string, running: () => boolean) {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  while (running()) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    await sleep(PROBE_PAUSE_MS);
  }
  return { times, statuses };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

function healthLine(label: string, r: { times: number[]; statuses: Record<string, number> }) {
  const { times } = r;
  return `| ${label} | ${times.length} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(Math.max(...times))} | ${JSON.stringify(r.statuses)} |`;
}

async function answerSizes(server: Server) {
  for (const { path } of LOADS) {
    const res = await fetch(`${server.base}${path}`, {
      headers: ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {},
    });
    const body = await res.arrayBuffer();
    const encoding = res.headers.get('content-encoding') ?? 'identity';
    console.log(`${path}: HTTP ${res.status}, ${(body.byteLength / 1024).toFixed(0)} KB decoded`);
    console.log(
      `  (content-encoding ${encoding}, content-length ${res.headers.get('content-length')})`,
    );
  }
}

async function main() {
  console.log(
    `Open-route load bench: node ${process.version}, ${os.cpus().length} CPUs, ${SECONDS} s, NODE_ENV=${process.env.NODE_ENV ?? ''}, PORTAL_RATE_LIMIT=${process.env.PORTAL_RATE_LIMIT ?? 'default'}, accept-encoding "${ACCEPT_ENCODING}"`,
  );
  const dataDir = makeTempDir();
  const server = await startBenchServer(dataDir);
  try {
    await answerSizes(server);
    let idle = true;
    const idleProbe = probeHealth(server.base, () => idle);
    await sleep(IDLE_SECONDS * 1000);
    idle = false;
    const quiet = await idleProbe;

    const table: string[] = [];
    const healthRows = [healthLine('idle', quiet)];
    for (const phase of PHASES) {
      let loaded = true;
      const loadProbe = probeHealth(server.base, () => loaded);
      const loads = await Promise.all(
        phase.map((l) => runLoad(server.base, l.path, l.connections)),
      );
      loaded = false;
      const label = phase.map((l) => `${l.path} ×${l.connections}`).join(' + ');
      healthRows.push(healthLine(`under ${label}`, await loadProbe));
      for (const l of loads)
        table.push(
          `| ${label} | ${l.path} | ${l.requestsPerSecond.toFixed(0)} | ${l.latencyP99} ms | ${JSON.stringify(l.statuses)} | ${l.errors} (${l.timeouts}) |`,
        );
    }
    console.log('\n| phase | route | requests/s | load p99 | status codes | errors (time-outs) |');
    console.log('|---|---|---|---|---|---|');
    for (const row of table) console.log(row);
    console.log('\n| /api/health | n | p50 | p95 | max | status codes |');
    console.log('|---|---|---|---|---|---|');
    for (const row of healthRows) console.log(row);
  } finally {
    await stopServer(server);
    removeDir(dataDir);
  }
}

await main();
