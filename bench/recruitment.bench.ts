/**
 * Recruitment figures: person–job matching both ways and portal position search, over HTTP,
 * on 5,000 companies, 100,000 positions and 200,000 resumes from the demo generator.
 * Run after `npm run build -w contracts && npx tsc -b server`: `npm run bench:recruitment -w bench`.
 * COMPANIES, POSITIONS, RESUMES and FAIRS change the sizes. ANALYZE=1 runs `PRAGMA optimize` on
 * the generated database first, so the query planner has statistics (the server does not yet).
 */
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Clock } from '../server/dist/db/clock.js';
import { openDatabase } from '../server/dist/db/database.js';
import { migrateToLatest } from '../server/dist/db/migrate.js';
import { allMigrations, seedSections } from '../server/dist/sections/composition.js';
import { generateRecruitment } from '../server/dist/sections/recruitment/demo/recruitment-generator.js';
import { type RecruitmentDb, recruitmentDb } from '../server/dist/sections/recruitment/tables.js';
import {
  ADMIN_PASSWORD,
  freePort,
  login,
  makeTempDir,
  percentile,
  type Server,
  spawnServer,
  stopServer,
  waitForReadyLine,
} from './helpers.js';

const SIZES = {
  companies: Number(process.env.COMPANIES ?? 5_000),
  positions: Number(process.env.POSITIONS ?? 100_000),
  resumes: Number(process.env.RESUMES ?? 200_000),
  fairs: Number(process.env.FAIRS ?? 20),
};
const KEYWORDS = ['司机', '安保', '电工', '销售', '仓储', '保安', '厨师', '维修', '消防', '物业'];
const HEBEI_CITIES = Array.from({ length: 11 }, (_, i) => `13${String(i + 1).padStart(2, '0')}00`);
const WARM_UP = 20;

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Figure {
  name: string;
  times: number[];
  scanned?: number[];
  target: number;
}

/** Migrates, seeds and generates into DATA_DIR the way the server opens it. */
async function prepare(dataDir: string) {
  const handle = openDatabase({ sqliteFile: path.join(dataDir, 'vets.db') });
  const clock = new Clock('Asia/Shanghai');
  await migrateToLatest(handle.db, allMigrations());
  await seedSections(handle.db, { clock, dialect: handle.dialect, adminPassword: ADMIN_PASSWORD });
  const db = recruitmentDb(handle.db);
  const t0 = performance.now();
  const totals: Record<string, number> = { ...SIZES, deliveries: SIZES.resumes };
  await generateRecruitment(db, handle.dialect, {
    ...SIZES,
    seed: 20261123,
    now: clock.nowText(),
    onProgress: (what, done) => {
      if (done % 20_000 === 0 || done === totals[what]) console.log(`  ${what} ${done}`);
    },
  });
  console.log(
    `generated ${SIZES.companies} companies, ${SIZES.positions} positions, ${SIZES.resumes} resumes, ${SIZES.fairs} fairs in ${seconds(performance.now() - t0)}`,
  );
  const samples = await sampleIds(db, clock.nowText().slice(0, 10));
  await handle.close();
  if (process.env.ANALYZE === '1') gatherStatistics(path.join(dataDir, 'vets.db'));
  return samples;
}

function gatherStatistics(file: string) {
  const t0 = performance.now();
  const db = new Database(file);
  db.pragma('optimize=0x10002');
  db.close();
  console.log(`PRAGMA optimize in ${seconds(performance.now() - t0)}`);
}

async function sampleIds(db: RecruitmentDb, today: string) {
  const resumes = await db.selectFrom('zpResume').select('id').execute();
  const positions = await db
    .selectFrom('zpPosition as p')
    .innerJoin('zpCompany as c', 'c.id', 'p.companyId')
    .select('p.id')
    .where('p.status', '=', '1')
    .where('p.expireDate', '>=', today)
    .where('c.auditStatus', '=', '1')
    .execute();
  return {
    resumeIds: Array.from({ length: 200 }, () => pick(resumes).id),
    positionIds: Array.from({ length: 100 }, () => pick(positions).id),
  };
}

async function startServer(dataDir: string): Promise<Server> {
  const server = spawnServer(
    ['--import', 'tsx', 'bench-server.ts'],
    {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      PORTAL_RATE_LIMIT: '1000000',
    },
    await freePort(),
    { pipeStdout: false },
  );
  await waitForReadyLine(server);
  return server;
}

/** GETs each url in turn after a warm-up; the latency of each and its `scanned`, if any. */
async function measure(base: string, token: string, urls: string[]) {
  const get = async (url: string) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { 'X-Access-Token': token } });
    const body = (await res.json()) as { success: boolean; message?: string; result?: unknown };
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${body.message ?? ''}`);
    return { ms, result: body.result as { scanned?: number; total?: number } };
  };
  for (const url of urls.slice(0, WARM_UP)) await get(url);
  const times: number[] = [];
  const scanned: number[] = [];
  for (const url of urls) {
    const { ms, result } = await get(url);
    times.push(ms);
    if (typeof result.scanned === 'number') scanned.push(result.scanned);
  }
  return { times, scanned };
}

function report(figures: Figure[]) {
  const avg = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const rows = figures.map((f) => {
    const p95 = percentile(f.times, 95);
    return [
      f.name,
      String(f.times.length),
      percentile(f.times, 50).toFixed(1),
      p95.toFixed(1),
      Math.max(...f.times).toFixed(1),
      f.scanned?.length ? Math.round(avg(f.scanned)).toLocaleString() : '–',
      `≤ ${f.target}`,
      p95 <= f.target ? 'met' : 'MISSED',
    ];
  });
  const head = ['request', 'n', 'p50 ms', 'p95 ms', 'max ms', 'avg scanned', 'p95 target', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line(r));
}

async function main() {
  console.log(`Recruitment bench: node ${process.version}, ${os.cpus().length} CPUs`);
  const dataDir = makeTempDir();
  const { resumeIds, positionIds } = await prepare(dataDir);
  let server: Server | undefined;
  try {
    server = await startServer(dataDir);
    const { token } = await login(server.base);
    const a = await measure(
      server.base,
      token,
      resumeIds.map((id) => `/api/recruitment/match/positionsForResume?resumeId=${id}&limit=20`),
    );
    const b = await measure(
      server.base,
      token,
      positionIds.map(
        (id) => `/api/recruitment/match/resumesForPosition?positionId=${id}&limit=20`,
      ),
    );
    const searches = Array.from(
      { length: 300 },
      () =>
        `/api/portal/position/list?keyword=${encodeURIComponent(pick(KEYWORDS))}&regionCode=${pick(HEBEI_CITIES)}&pageNo=1&pageSize=10`,
    );
    const c = await measure(server.base, token, searches);
    report([
      { name: '(a) positionsForResume', ...a, target: 100 },
      { name: '(b) resumesForPosition', ...b, target: 300 },
      { name: '(c) portal position search', times: c.times, target: 50 },
    ]);
  } finally {
    if (server) await stopServer(server);
  }
}

await main();
