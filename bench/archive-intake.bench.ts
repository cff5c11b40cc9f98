/**
 * Bulk intake of a county roster (issue 13): a 50,000-row 退役军人档案 workbook, in the labels a
 * person types, first previewed (导入预检), then imported, then sent again unchanged (skipped),
 * then with every employment status changed (every row updates its archive by ID number), on top of BASE_ARCHIVES generated archives. While each
 * runs, /api/health, the archive list and a city's monthly statistics are probed.
 * Targets: the import ≤ 60 s; the others ≤ 200 ms. Run `npm run build` first, then
 * `npm run bench:archive-intake -w bench`. ROSTER_ROWS and BASE_ARCHIVES change the sizes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import ExcelJS from '../server/dist/core/excel/exceljs.js';
import { birthDigits, generateArchives, idCard } from './archive-generator.js';
import { during, importFile, type ProbeTarget } from './concurrent-probe.js';
import {
  login,
  makeTempDir,
  removeDir,
  type Server,
  startBenchServer,
  stopServer,
} from './helpers.js';

const ROSTER_ROWS = Number(process.env.ROSTER_ROWS ?? 50_000);
const BASE_ARCHIVES = Number(process.env.BASE_ARCHIVES ?? 200_000);
const CITY = '130100';
const IMPORT_TARGET_S = 60;

const targets: ProbeTarget[] = [
  { name: 'health', path: '/health', signedIn: false },
  { name: 'list', path: '/archive/basic/list?pageSize=10', signedIn: true },
  {
    name: 'stats',
    path: `/archive/statistics/summary?periodType=month&period=2026-06&regionCode=${CITY}`,
    signedIn: true,
  },
];

/** The city's districts as a person writes them (石家庄市长安区) with their codes. */
function districtsOf(dbFile: string): Array<{ code: string; label: string }> {
  const db = new Database(dbFile, { readonly: true });
  const rows = db
    .prepare(
      `select d.code, c.name || d.name as label from sys_area d
       join sys_area c on c.code = d.pid where d.pid = ? and d.level = 3 order by d.code`,
    )
    .all(CITY) as Array<{ code: string; label: string }>;
  db.close();
  return rows;
}

const HEADER = [
  '姓名',
  '身份证号',
  '手机号',
  '常住地区',
  '民族',
  '政治面貌',
  '学历',
  '服役军种',
  '入伍时间',
  '退役时间',
  '退役方式',
  '就业状态',
];

/** `shift` moves every row's employment status, so a second roster updates every archive. */
async function writeRoster(
  file: string,
  districts: Array<{ code: string; label: string }>,
  shift: number,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file });
  const sheet = workbook.addWorksheet('退役军人档案');
  sheet.addRow(HEADER).commit();
  const statuses = ['已就业', '未就业', '自主创业', '已就业', '在校学习'];
  for (let i = 0; i < ROSTER_ROWS; i++) {
    const district = districts[i % districts.length]!;
    const day = (i % 28) + 1;
    const month = (i % 12) + 1;
    // (district, k) is unique per row; k picks the birth date and the sequence number.
    const k = Math.floor(i / districts.length);
    const birth = birthDigits(1985, k % 5000);
    // Sequence numbers from 500 keep clear of the generated archives (100 on).
    const seq = 500 + Math.floor(k / 5000);
    sheet
      .addRow([
        `花名册军人${i}`,
        idCard(district.code, birth, seq),
        `138${String(i).padStart(8, '0')}`,
        district.label,
        '汉族',
        i % 3 ? '中共党员' : '群众',
        '大专',
        '陆军',
        `2012/${month}/1`,
        `2016年${month}月${day}日`,
        '自主就业',
        statuses[(i + shift) % statuses.length],
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

async function main() {
  console.log(
    `Archive intake bench: node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(2)}, ${ROSTER_ROWS.toLocaleString()} roster rows over ${BASE_ARCHIVES.toLocaleString()} archives`,
  );
  const dataDir = makeTempDir();
  let server: Server | undefined;
  try {
    server = await startBenchServer(dataDir);
    await stopServer(server);
    const dbFile = path.join(dataDir, 'vets.db');
    if (BASE_ARCHIVES) {
      const made = generateArchives(dbFile, BASE_ARCHIVES);
      console.log(
        `generated ${made.archives.toLocaleString()} archives in ${made.seconds.toFixed(1)} s`,
      );
    }
    const roster = path.join(dataDir, 'roster.xlsx');
    const changed = path.join(dataDir, 'roster-changed.xlsx');
    const districts = districtsOf(dbFile);
    await writeRoster(roster, districts, 0);
    await writeRoster(changed, districts, 1);
    console.log(`roster: ${(fs.statSync(roster).size / 1024 / 1024).toFixed(1)} MB`);
    server = await startBenchServer(dataDir);
    const { token } = await login(server.base);
    const headers = { 'X-Access-Token': token };
    const s = server;
    const send =
      (route: string, file = roster) =>
      () =>
        importFile(s, headers, route, file);

    await during('idle (3 s, for comparison)', s, headers, targets, async () => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return 'nothing';
    });
    await during('导入预检 (preview)', s, headers, targets, send('/archive/basic/importPreview'));
    const first = await during(
      'first import',
      s,
      headers,
      targets,
      send('/archive/basic/importExcel'),
    );
    const same = await during(
      'same roster again',
      s,
      headers,
      targets,
      send('/archive/basic/importExcel'),
    );
    const changes = await during(
      'the roster with every status changed',
      s,
      headers,
      targets,
      send('/archive/basic/importExcel', changed),
    );
    const worst = Math.max(first.seconds, same.seconds, changes.seconds);
    console.log(
      `\nimport ${worst.toFixed(1)} s at worst (target ≤ ${IMPORT_TARGET_S} s): ${worst <= IMPORT_TARGET_S ? 'met' : 'NOT met'}`,
    );
  } finally {
    if (server) await stopServer(server);
    removeDir(dataDir);
  }
}

await main();
