import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../../../src/bootstrap.js';
import { loadConfig } from '../../../../src/core/config.js';
import { multipart } from '../../../helpers/multipart.js';
import { addCompany, idCard } from '../../../helpers/recruitment.js';
import {
  ADMIN_PASSWORD,
  API,
  apiCaller,
  login,
  useTestApp,
  withToken,
} from '../../../helpers/test-app.js';
import { openTestDatabase } from '../../../helpers/test-db.js';
import { postImport, workbook } from '../../../helpers/workbook.js';

/**
 * An import stopped halfway can run again with the same file, its uploads do not stay behind,
 * and no file, however broken, makes the server answer 500.
 */
const t = useTestApp();
let admin: Record<string, string>;
const call = apiCaller(t, () => admin);
const COMPANY = '重跑测试企业';

const RESUME_HEADER = ['姓名', '身份证号', '手机号', '户籍/常住地区', '最高学历', '公开状态'];
const resumeRow = (i: number) => [
  `重跑军人${i}`,
  idCard('130102', '19900101', String(100 + i)),
  `1390000${String(i).padStart(4, '0')}`,
  '长安区',
  '大专',
  '公开',
];
const POSITION_HEADER = ['岗位名称', '招聘企业', '岗位类别', '工作地区', '截止日期'];
const positionRow = (title: string) => [title, COMPANY, '工程技术人员', '长安区', '2030-06-01'];

async function count(path: string, query: string): Promise<number> {
  const res = await call('GET', `${path}/list?pageSize=1&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.total;
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  await addCompany(call, COMPANY, 'RERUN0001');
});

describe('running an import again after it was cut off', () => {
  it('skips the resumes the first run committed (by the unique ID number) and writes the rest', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => resumeRow(i));
    // What the first run committed before the process was killed: its first batches.
    const first = await postImport(
      t,
      admin,
      '/recruitment/resume',
      await workbook([RESUME_HEADER, ...rows.slice(0, 12)]),
    );
    expect(first.json().result).toMatchObject({ successCount: 12 });

    const file = await workbook([RESUME_HEADER, ...rows]);
    const again = await postImport(t, admin, '/recruitment/resume', file);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toEqual({ successCount: 18, errorCount: 0, skippedCount: 12 });
    expect(again.json().message).toBe(
      '文件导入成功！共导入 18 条数据，12 条与已有数据相同，已跳过',
    );
    expect(await count('/recruitment/resume', 'realName=重跑军人*')).toBe(30);

    const third = await postImport(t, admin, '/recruitment/resume', file);
    expect(third.json().result).toEqual({ successCount: 0, errorCount: 0, skippedCount: 30 });
    expect(await count('/recruitment/resume', 'realName=重跑军人*')).toBe(30);
  });

  it('still refuses a row whose ID number belongs to a different resume', async () => {
    const changed = resumeRow(5);
    changed[0] = '另一个人';
    const res = await postImport(
      t,
      admin,
      '/recruitment/resume',
      await workbook([RESUME_HEADER, changed]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ successCount: 0, errorCount: 1, skippedCount: 0 });
  });

  it('skips positions equal in every column to ones already there, as many as there were', async () => {
    // A resource without a unique field: positions are found by title, equal in every column.
    const rows = [
      positionRow('重跑岗位甲'),
      positionRow('重跑岗位甲'),
      positionRow('重跑岗位乙'),
      positionRow('重跑岗位丙'),
    ];
    const first = await postImport(
      t,
      admin,
      '/recruitment/position',
      await workbook([POSITION_HEADER, rows[0]!]),
    );
    expect(first.json().result).toMatchObject({ successCount: 1 });
    const file = await workbook([POSITION_HEADER, ...rows]);
    const again = await postImport(t, admin, '/recruitment/position', file);
    expect(again.json().result).toEqual({ successCount: 3, errorCount: 0, skippedCount: 1 });
    expect(await count('/recruitment/position', 'title=重跑岗位甲')).toBe(2);
    const third = await postImport(t, admin, '/recruitment/position', file);
    expect(third.json().result).toEqual({ successCount: 0, errorCount: 0, skippedCount: 4 });
    expect(await count('/recruitment/position', 'title=重跑岗位*')).toBe(4);

    // The same title with another expiry date is another position.
    const other = [...positionRow('重跑岗位乙')];
    other[4] = '2031-01-01';
    const res = await postImport(
      t,
      admin,
      '/recruitment/position',
      await workbook([POSITION_HEADER, other]),
    );
    expect(res.json().result).toEqual({ successCount: 1, errorCount: 0, skippedCount: 0 });
  });
});

describe('rows whose derived values depend on the rows before them', () => {
  it('imports departments under one parent, each with its own org code, by the parent’s name', async () => {
    const file = await workbook([
      ['机构名称', '上级机构', '机构类别', '排序'],
      ['导入科室甲', '河北省退役军人就业创业服务中心', '内设部门', 1],
      ['导入科室乙', '河北省退役军人就业创业服务中心', '内设部门', 2],
      ['导入科室丙', '河北省退役军人就业创业服务中心', '2', 3],
    ]);
    const res = await postImport(t, admin, '/sys/sysDepart', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ successCount: 3, errorCount: 0 });
    const rows = await t.db
      .selectFrom('sysDepart')
      .select(['orgCode', 'orgCategory'])
      .where('departName', 'like', '导入科室%')
      .execute();
    expect(rows.map((r) => r.orgCategory)).toEqual(['2', '2', '2']);
    expect(new Set(rows.map((r) => r.orgCode)).size).toBe(3);
    expect(rows.every((r) => r.orgCode.startsWith('A01A'))).toBe(true);
  });
});

describe('uploads of imports', () => {
  it('are removed when the import ends, whether it succeeded or failed', async () => {
    const dir = path.join(t.ctx.config.dataDir, 'tmp', 'import');
    await postImport(
      t,
      admin,
      '/recruitment/resume',
      await workbook([RESUME_HEADER, resumeRow(90)]),
    );
    await postImport(t, admin, '/recruitment/resume', await workbook([['甲'], ['1']]));
    const left = existsSync(dir) ? await readdir(dir, { recursive: true }) : [];
    expect(left.filter((f) => String(f).endsWith('.xlsx'))).toEqual([]);
  });

  it('left behind by a killed process are removed at start', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vets-test-leftover-'));
    const leftover = path.join(dataDir, 'tmp', 'import', '20260101', 'a'.repeat(32));
    await mkdir(path.dirname(leftover), { recursive: true });
    await writeFile(`${leftover}.xlsx`, 'partial upload');
    const kept = path.join(dataDir, 'uploads', 'keep.txt');
    await mkdir(path.dirname(kept), { recursive: true });
    await writeFile(kept, 'an uploaded file');
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ADMIN_PASSWORD,
      SEED_DEMO: '0',
    });
    const server = await bootstrap(config, { database: await openTestDatabase(), logger: false });
    try {
      expect(existsSync(`${leftover}.xlsx`)).toBe(false);
      expect(existsSync(kept)).toBe(true);
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('broken files', () => {
  const expectRefused = async (name: string, content: Buffer) => {
    const res = await postImport(t, admin, '/recruitment/resume', content, '', name);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
    expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
  };

  it('answers 400, never 500, for files that are not readable workbooks', async () => {
    const good = await workbook([RESUME_HEADER, resumeRow(50)]);
    await expectRefused('half.xlsx', good.subarray(0, Math.floor(good.length / 2)));
    const zip = XLSX.CFB.utils.cfb_new({ type: 'zip' } as never);
    XLSX.CFB.utils.cfb_add(zip, 'readme.txt', Buffer.from('not a workbook'));
    await expectRefused(
      'other.xlsx',
      Buffer.from(XLSX.CFB.write(zip, { type: 'buffer', fileType: 'zip' }) as Uint8Array),
    );
    const cfb = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(cfb, 'Stream', Buffer.from('not a workbook'));
    await expectRefused(
      'other.xls',
      Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array),
    );
    await expectRefused('empty.xlsx', Buffer.alloc(0));
  });

  it('reports odd cells row by row instead of failing', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('简历');
    sheet.addRow(RESUME_HEADER);
    // An ID number typed as a number: Excel keeps 15 significant digits.
    sheet.addRow([
      '数字身份证',
      Number('130102199001011234'),
      '13900000001',
      '长安区',
      '大专',
      '公开',
    ]);
    sheet.addRow([
      '错误单元格',
      { formula: '1/0', result: { error: '#DIV/0!' } },
      '13900000002',
      '长安区',
      '大专',
      '公开',
    ]);
    sheet.addRow(['超长', resumeRow(60)[1], '13900000003', 'x'.repeat(40_000), '大专', '公开']);
    sheet.addRow([
      { richText: [{ text: '富文本' }, { text: '姓名' }] },
      resumeRow(61)[1],
      '13900000004',
      130102,
      '大专',
      true,
    ]);
    const res = await postImport(
      t,
      admin,
      '/recruitment/resume',
      Buffer.from(await wb.xlsx.writeBuffer()),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ successCount: 0, errorCount: 4 });
  });

  it('says which rows stay when a later file of the same upload is refused', async () => {
    const body = multipart({}, [
      { field: 'files[]', name: 'a.xlsx', content: await workbook([RESUME_HEADER, resumeRow(70)]) },
      {
        field: 'files[]',
        name: 'b.xlsx',
        content: await workbook([
          ['甲', '乙'],
          ['1', '2'],
        ]),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/recruitment/resume/importExcel`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      '文件中没有可识别的列，请下载导入模板，按模板填写（此前的 1 条数据已导入）',
    );
    expect(await count('/recruitment/resume', 'realName=重跑军人70')).toBe(1);
  });

  it('imports nothing from a file with a header only, and says so', async () => {
    const res = await postImport(t, admin, '/recruitment/resume', await workbook([RESUME_HEADER]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ successCount: 0, errorCount: 0 });
  });
});
