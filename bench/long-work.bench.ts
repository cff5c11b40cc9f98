/**
 * Long work beside other requests (issue 12): while a 50,000-row import of 招聘岗位 runs, and
 * then a 100,000-row export of them, how fast `/api/health` and a resource list (企业列表)
 * answer (p50 / p95 / max), and how long each job takes. Target: ≤ 200 ms for the others.
 * Run with `npm run build` first; `npm run bench:long-work -w bench`.
 * IMPORT_ROWS (default 50000) and EXPORT_ROWS (default 100000) change the sizes; VALUES=codes
 * fills the import file with stored codes (ids, region codes, Y/N) instead of the labels a
 * person types (company names, region names, 是/否, dictionary texts, dates as 2025/1/2).
 * RESUME_ROWS (default 50000) sizes a second import, of 简历, XLS_ROWS (default 50000) a third,
 * of a legacy .xls (always labels); PROFILE_DIR keeps CPU profiles.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { idCardCheckChar } from '@vets/contracts';
import Database from 'better-sqlite3';
import ExcelJS from '../server/dist/core/excel/exceljs.js';
import { Clock } from '../server/dist/db/clock.js';
import { openDatabase } from '../server/dist/db/database.js';
import { migrateToLatest } from '../server/dist/db/migrate.js';
import { allMigrations, seedSections } from '../server/dist/sections/composition.js';
import { generateRecruitment } from '../server/dist/sections/recruitment/demo/recruitment-generator.js';
import { recruitmentDb } from '../server/dist/sections/recruitment/tables.js';
import { during as duringTargets, importFile } from './concurrent-probe.js';
import {
  ADMIN_PASSWORD,
  freePort,
  login,
  makeTempDir,
  type Server,
  sleep,
  spawnServer,
  stopServer,
  waitForReadyLine,
} from './helpers.js';

const IMPORT_ROWS = Number(process.env.IMPORT_ROWS ?? 50_000);
const RESUME_ROWS = Number(process.env.RESUME_ROWS ?? 50_000);
const XLS_ROWS = Math.min(65_000, Number(process.env.XLS_ROWS ?? 50_000));
const EXPORT_ROWS = Number(process.env.EXPORT_ROWS ?? 100_000);
const LABELS = process.env.VALUES !== 'codes';

interface Refs {
  companies: Array<{ id: string; name: string }>;
  categories: Array<{ id: string; name: string }>;
  regions: Array<{ code: string; label: string }>;
}

/** Migrates, seeds and generates the positions the import does not bring, as the server would. */
async function prepare(dataDir: string): Promise<void> {
  const handle = openDatabase({ sqliteFile: path.join(dataDir, 'vets.db') });
  const clock = new Clock('Asia/Shanghai');
  await migrateToLatest(handle.db, allMigrations());
  await seedSections(handle.db, { clock, dialect: handle.dialect, adminPassword: ADMIN_PASSWORD });
  const t0 = performance.now();
  const positions = Math.max(0, EXPORT_ROWS - IMPORT_ROWS);
  await generateRecruitment(recruitmentDb(handle.db), handle.dialect, {
    companies: 200,
    positions,
    resumes: 500,
    fairs: 2,
    seed: 20261201,
    now: clock.nowText(),
  });
  await handle.close();
  console.log(
    `generated 200 companies and ${positions.toLocaleString()} positions in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/** What the import file may name: companies, occupation categories and Hebei districts. */
function readRefs(dbFile: string): Refs {
  const db = new Database(dbFile, { readonly: true });
  const companies = db
    .prepare('select id, company_name as name from zp_company order by company_name')
    .all() as Refs['companies'];
  const categories = db
    .prepare(
      `select id, name from sys_category where code like 'ZYFL-%' and has_child = '0'
       and name in (select name from sys_category group by name having count(*) = 1)`,
    )
    .all() as Refs['categories'];
  const districts = db
    .prepare(
      `select d.code, c.name || d.name as label from sys_area d
       join sys_area c on c.code = d.pid where d.code like '13%' and d.level = 3`,
    )
    .all() as Refs['regions'];
  db.close();
  return { companies, categories, regions: districts };
}

async function writeImportFile(file: string, refs: Refs): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const sheet = workbook.addWorksheet('招聘岗位');
  sheet
    .addRow([
      '岗位名称',
      '招聘企业',
      '岗位类别',
      '招聘人数',
      '最低月薪（元）',
      '最高月薪（元）',
      '学历要求',
      '工作地区',
      '工作性质',
      '退役军人优先',
      '截止日期',
    ])
    .commit();
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const company = refs.companies[i % refs.companies.length]!;
    const category = refs.categories[i % refs.categories.length]!;
    const region = refs.regions[i % refs.regions.length]!;
    const month = (i % 12) + 1;
    sheet
      .addRow([
        `导入岗位${i}`,
        LABELS ? company.name : company.id,
        LABELS ? category.name : category.id,
        (i % 9) + 1,
        4000,
        6000 + (i % 5) * 1000,
        LABELS ? '大专' : '3',
        LABELS ? region.label : region.code,
        LABELS ? '全职' : '1',
        LABELS ? (i % 2 ? '是' : '否') : i % 2 ? 'Y' : 'N',
        LABELS ? `2099/${month}/1` : `2099-${String(month).padStart(2, '0')}-01`,
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Positions again, as a legacy .xls (SheetJS reads it whole, so the server does in a worker). */
function writeXlsFile(file: string, refs: Refs): void {
  const rows: unknown[][] = [
    ['岗位名称', '招聘企业', '岗位类别', '工作地区', '退役军人优先', '截止日期'],
  ];
  for (let i = 0; i < XLS_ROWS; i++) {
    const company = refs.companies[i % refs.companies.length]!;
    const category = refs.categories[i % refs.categories.length]!;
    const region = refs.regions[i % refs.regions.length]!;
    rows.push([`旧格式岗位${i}`, company.name, category.name, region.label, '是', '2099-06-01']);
  }
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), '招聘岗位');
  fs.writeFileSync(file, XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer);
}

/** Veterans' resumes: ID numbers (valid check digits, some with a lower-case x), districts, dates. */
async function writeResumeFile(file: string, refs: Refs): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const sheet = workbook.addWorksheet('简历');
  sheet
    .addRow([
      '姓名',
      '身份证号',
      '手机号',
      '户籍/常住地区',
      '最高学历',
      '服役军种',
      '退役时间',
      '公开状态',
    ])
    .commit();
  for (let i = 0; i < RESUME_ROWS; i++) {
    const region = refs.regions[i % refs.regions.length]!;
    const day = String((i % 28) + 1).padStart(2, '0');
    const body = `${region.code}1990${String((i % 12) + 1).padStart(2, '0')}${day}${String(i % 1000).padStart(3, '0')}`;
    // 17-digit bodies repeat every 12 × 28 × 1000 rows per district; the district varies faster.
    const idCard = body + idCardCheckChar(body);
    sheet
      .addRow([
        `导入军人${i}`,
        LABELS ? idCard.toLowerCase() : idCard,
        `139${String(i).padStart(8, '0')}`,
        LABELS ? region.label : region.code,
        LABELS ? '大专' : '3',
        LABELS ? '陆军' : '1',
        LABELS
          ? `2015年${(i % 12) + 1}月${day}日`
          : `2015-${String((i % 12) + 1).padStart(2, '0')}-${day}`,
        LABELS ? '公开' : '1',
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

async function startServer(dataDir: string): Promise<Server> {
  const profile = process.env.PROFILE_DIR
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.PROFILE_DIR]
    : [];
  const server = spawnServer(
    [...profile, '--import', 'tsx', 'bench-server.ts'],
    { DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'warn', SEED_DEMO: '0' },
    await freePort(),
    { pipeStdout: false },
  );
  await waitForReadyLine(server);
  return server;
}

const targets = [
  { name: 'health', path: '/health', signedIn: false },
  { name: 'list', path: '/recruitment/company/list?pageSize=10', signedIn: true },
];

const during = (
  title: string,
  server: Server,
  headers: Record<string, string>,
  job: () => Promise<string>,
) => duringTargets(title, server, headers, targets, job);

async function main() {
  console.log(
    `Long-work bench: node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(2)}, import values: ${LABELS ? 'labels' : 'codes'}`,
  );
  const dataDir = makeTempDir();
  let server: Server | undefined;
  try {
    await prepare(dataDir);
    const refs = readRefs(path.join(dataDir, 'vets.db'));
    const file = path.join(dataDir, 'positions.xlsx');
    await writeImportFile(file, refs);
    const resumeFile = path.join(dataDir, 'resumes.xlsx');
    await writeResumeFile(resumeFile, refs);
    const xlsFile = path.join(dataDir, 'positions.xls');
    writeXlsFile(xlsFile, refs);
    const mb = (f: string) => `${(fs.statSync(f).size / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      `import files: ${IMPORT_ROWS.toLocaleString()} positions (${mb(file)}), ${RESUME_ROWS.toLocaleString()} resumes (${mb(resumeFile)}), ${XLS_ROWS.toLocaleString()} positions as .xls (${mb(xlsFile)})`,
    );
    server = await startServer(dataDir);
    const { token } = await login(server.base);
    const headers = { 'X-Access-Token': token };
    const s = server;

    await during('idle (3 s, for comparison)', s, headers, async () => {
      await sleep(3000);
      return 'nothing';
    });

    await during(`import of ${IMPORT_ROWS.toLocaleString()} 招聘岗位 rows`, s, headers, () =>
      importFile(s, headers, '/recruitment/position/importExcel', file),
    );

    await during('export of every 招聘岗位', s, headers, async () => {
      const res = await fetch(`${s.base}/api/recruitment/position/exportXls`, { headers });
      const bytes = (await res.arrayBuffer()).byteLength;
      const count = await fetch(`${s.base}/api/recruitment/position/list?pageSize=1`, { headers });
      const total = ((await count.json()) as { result: { total: number } }).result.total;
      return `HTTP ${res.status}, ${total.toLocaleString()} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB`;
    });
    if (RESUME_ROWS)
      await during(`import of ${RESUME_ROWS.toLocaleString()} 简历 rows`, s, headers, () =>
        importFile(s, headers, '/recruitment/resume/importExcel', resumeFile),
      );

    if (XLS_ROWS)
      await during(
        `import of ${XLS_ROWS.toLocaleString()} 招聘岗位 rows from a legacy .xls`,
        s,
        headers,
        () => importFile(s, headers, '/recruitment/position/importExcel', xlsFile),
      );
  } finally {
    if (server) await stopServer(server);
  }
}

await main();
