/**
 * Load under long work (issue 12, part D): 200 concurrent clients reading the resume list and
 * resume details over 55,000 resumes for 60 s while 50,000-row imports run back to back.
 * Target: 0 time-outs, p99 ≤ 500 ms. Run with `npm run build` first; `npm run bench:load -w bench`.
 * RESUMES, IMPORT_ROWS, CLIENTS and SECONDS change the sizes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { login, makeTempDir, type Server, startBenchServer, stopServer } from './helpers.js';

const RESUMES = Number(process.env.RESUMES ?? 55_000);
const IMPORT_ROWS = Number(process.env.IMPORT_ROWS ?? 50_000);
const CLIENTS = Number(process.env.CLIENTS ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 60);
const REGIONS = ['130102', '130203', '130304', '130402', '130503', '130602'];
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Fills zp_resume with synthetic, plausible rows straight into SQLite. */
function generateResumes(dbFile: string): string[] {
  const db = new Database(dbFile);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const insert = db.prepare(
    `insert into zp_resume (id, real_name, id_card, sex, phone, region_code, education, work_years,
       visibility, search_text, version, create_by, create_time)
     values (?, ?, ?, ?, ?, ?, '3', ?, '1', ?, 1, 'bench', ?)`,
  );
  const surnames = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄'];
  const ids: string[] = [];
  db.transaction(() => {
    for (let i = 0; i < RESUMES; i++) {
      const id = `load${pad(i, 28)}`;
      const name = `${surnames[i % surnames.length]}${['建国', '志强', '海军', '卫东'][i % 4]}`;
      const created = `2025-${pad((i % 12) + 1, 2)}-${pad((i % 28) + 1, 2)} 08:${pad(i % 60, 2)}:00`;
      insert.run(
        id,
        name,
        `1301021990${pad(i, 8)}`,
        String((i % 2) + 1),
        `138${pad(i, 8)}`,
        REGIONS[i % REGIONS.length],
        i % 15,
        `${name} 驾驶 安保`,
        created,
      );
      if (i % 275 === 0) ids.push(id);
    }
  })();
  db.close();
  return ids;
}

async function writeImportFile(file: string, round: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const sheet = workbook.addWorksheet('职务');
  sheet.addRow(['职务编码', '职务名称', '职级', '备注']).commit();
  for (let i = 0; i < IMPORT_ROWS; i++)
    sheet.addRow([`L${round}${pad(i, 7)}`, `负载职务${i}`, '中级', '负载测试']).commit();
  sheet.commit();
  await workbook.commit();
}

/** Imports the files one after another until `stop` says so; returns how many finished. */
async function importLoop(base: string, token: string, files: string[], stop: () => boolean) {
  let done = 0;
  let failed = 0;
  while (!stop()) {
    const file = files[done % files.length]!;
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
    const res = await fetch(`${base}/api/sys/position/importExcel`, {
      method: 'POST',
      headers: { 'X-Access-Token': token },
      body: form,
    });
    await res.arrayBuffer();
    if (res.status >= 500) failed++;
    done++;
  }
  return { done, failed };
}

async function main() {
  console.log(
    `Load bench: node ${process.version}, ${os.cpus().length} CPUs, ${CLIENTS} clients, ${SECONDS} s, ${RESUMES.toLocaleString()} resumes, imports of ${IMPORT_ROWS.toLocaleString()} rows`,
  );
  const dataDir = makeTempDir();
  let server: Server | undefined;
  try {
    server = await startBenchServer(dataDir);
    await stopServer(server);
    const ids = generateResumes(path.join(dataDir, 'vets.db'));
    server = await startBenchServer(dataDir);
    const { token } = await login(server.base);
    const files = await Promise.all(
      [1, 2, 3].map(async (round) => {
        const file = path.join(dataDir, `load-${round}.xlsx`);
        await writeImportFile(file, round);
        return file;
      }),
    );
    const requests = [
      ...[1, 2, 3, 50, 500].map((page) => ({
        path: `/api/recruitment/resume/list?pageNo=${page}&pageSize=10`,
      })),
      { path: '/api/recruitment/resume/list?regionCode=130102&pageSize=10' },
      ...ids.slice(0, 20).map((id) => ({ path: `/api/recruitment/resume/queryById?id=${id}` })),
    ];
    let running = true;
    const imports = importLoop(server.base, token, files, () => !running);
    const result = await autocannon({
      url: server.base,
      headers: { 'X-Access-Token': token },
      connections: CLIENTS,
      // autocannon counts a request unanswered after 10 s (its default) as a time-out.
      duration: SECONDS,
      requests,
    });
    running = false;
    const importRuns = await imports;
    console.log(
      `reads: ${result.requests.total.toLocaleString()} requests (${result.requests.average.toFixed(0)} req/s), ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ` +
        `time-outs ${result.timeouts}, non-2xx ${result.non2xx}, errors ${result.errors} ` +
        `(target: 0 time-outs, p99 ≤ 500 ms)`,
    );
    console.log(
      `imports during the run: ${importRuns.done} finished, ${importRuns.failed} with HTTP 5xx`,
    );
  } finally {
    if (server) await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
