import { PassThrough } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../helpers/multipart.js';
import { ADMIN_PASSWORD, API, login, useTestApp, withToken } from '../../../helpers/test-app.js';

const t = useTestApp();
let admin: Record<string, string>;

async function sheetRows(buffer: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('职务');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function importFile(name: string, content: Buffer, url = `${API}/sys/position/importExcel`) {
  const body = multipart({}, [{ field: 'file', name, content }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
}

async function total(): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/sys/position/list`,
    headers: admin,
  });
  return res.json().result.total;
}

beforeAll(async () => {
  admin = withToken((await login(t.app, 'admin', ADMIN_PASSWORD)).token);
  for (const [code, name, postRank] of [
    ['E001', '会计', '3'],
    ['E002', '出纳', '2'],
    ['E003', '审计', '4'],
  ]) {
    await t.app.inject({
      method: 'POST',
      url: `${API}/sys/position/add`,
      headers: admin,
      payload: { code, name, postRank },
    });
  }
});

describe('Excel export', () => {
  it('streams the filtered rows with Chinese headers and dictionary texts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/position/exportXls?column=code&order=asc&postRank=!2`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['职务编码', '职务名称', '职级', '创建时间']);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['E001', '会计', '中级'],
      ['E003', '审计', '副高级'],
    ]);
  });

  it('exports only the selected rows', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/position/list?code=E002`,
      headers: admin,
    });
    const id = list.json().result.records[0].id;
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/position/exportXls?selections=${id}`,
      headers: admin,
    });
    const rows = await sheetRows(res.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(0, 3)).toEqual(['E002', '出纳', '助级']);
  });

  it('refuses an invalid filter before streaming', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/position/exportXls?column=passwordHash`,
      headers: admin,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('Excel import', () => {
  it('imports good rows, reports bad ones with code 201 and a downloadable error report', async () => {
    const before = await total();
    const file = await xlsx([
      ['职务编码', '职务名称', '职级', '无关列'],
      ['I001', '导入甲', '中级', 'x'],
      ['I002', '导入乙', '5', 'y'],
      ['I-3', '坏编码', '中级', null],
      ['I004', '', '中级', null],
      ['I005', '坏职级', '特级', null],
      ['E001', '与库重复', '中级', null],
      ['I001', '与文件重复', '中级', null],
      [null, null, null, null],
    ]);
    const res = await importFile('职务.xlsx', file);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.code).toBe(201);
    expect(body.result).toMatchObject({ successCount: 2, errorCount: 5 });
    expect(body.message).toBe('导入完成：成功 2 条，失败 5 条，请下载错误报告查看原因');
    expect(await total()).toBe(before + 2);

    const report = await t.app.inject({
      method: 'GET',
      url: `${API}${body.result.fileUrl}`,
      headers: admin,
    });
    expect(report.statusCode).toBe(200);
    const rows = await sheetRows(report.rawPayload);
    expect(rows[0]).toEqual(['职务编码', '职务名称', '职级', '无关列', '错误原因']);
    const messages = rows.slice(1).map((r) => [r[0], r[4]]);
    expect(messages).toEqual([
      ['I-3', '职务编码：请输入20位以内的英文字符和数字'],
      ['I004', '请输入职务名称'],
      ['I005', '职级“特级”不在可选范围内（可选：员级、助级、中级、副高级、正高级）'],
      ['E001', '职务编码“E001”已存在'],
      ['I001', '职务编码“I001”重复'],
    ]);
  });

  it('reads Chinese text intact across stream chunks of a large file', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
    const sheet = writer.addWorksheet('职务');
    sheet.addRow(['职务编码', '职务名称', '职级']).commit();
    for (let i = 0; i < 30_000; i++) sheet.addRow([`C${i}`, `中文职务名称${i}`, '中级']).commit();
    sheet.commit();
    await writer.commit();
    const res = await importFile('large.xlsx', Buffer.concat(chunks));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ successCount: 30_000, errorCount: 0, skippedCount: 0 });
  });

  it('keeps error reports private to the importer', async () => {
    const file = await xlsx([
      ['职务编码', '职务名称', '职级'],
      ['BAD-1', 'x', '中级'],
    ]);
    const res = await importFile('e.xlsx', file);
    const fileUrl = res.json().result.fileUrl as string;
    const name = fileUrl.split('/').pop();
    const viaStatic = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/common/static/import-errors/x/${name}`,
    });
    expect(viaStatic.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `${API}${fileUrl}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('imports a legacy .xls file', async () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['职务编码', '职务名称', '职级'],
        ['X001', '旧格式', '员级'],
      ]),
      'Sheet1',
    );
    const buffer = XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    const res = await importFile('old.xls', buffer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ successCount: 1, errorCount: 0, skippedCount: 0 });
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/position/list?code=X001`,
      headers: admin,
    });
    expect(list.json().result.records[0]).toMatchObject({ name: '旧格式', postRank: '1' });
  });

  it('rejects other file types, disguised files, unreadable files and unknown headers', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await importFile('a.csv', Buffer.from('a,b'))).statusCode).toBe(400);
    expect((await importFile('a.xlsx', html)).statusCode).toBe(400);
    const notZip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]);
    const broken = await importFile('b.xlsx', notZip);
    expect(broken.statusCode).toBe(400);
    const unknown = await importFile(
      'c.xlsx',
      await xlsx([
        ['甲', '乙'],
        ['1', '2'],
      ]),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('文件中没有可识别的列，请下载导入模板，按模板填写');
  });

  it('needs a multipart body with a file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/position/importExcel`,
      headers: admin,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});
