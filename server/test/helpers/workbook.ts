import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { multipart } from './multipart.js';
import { API, type TestApp } from './test-app.js';

/** The first worksheet of an .xlsx, with its header and a cell lookup by header text. */
export async function readSheet(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const header = ((sheet.getRow(1).values as unknown[]).slice(1) as unknown[]).map(String);
  const col = (label: string) => {
    const at = header.indexOf(label);
    expect(at, `column ${label} in ${header.join('|')}`).toBeGreaterThanOrEqual(0);
    return at + 1;
  };
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push((row.values as unknown[]).slice(1));
  });
  /** Data rows (from 2) as objects by header. */
  const records = () =>
    rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? null])));
  return { wb, sheet, header, col, rows, records };
}

/** An .xlsx of the rows (the first one the header), written by exceljs. */
export async function workbook(rows: unknown[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(sheetName);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** POSTs files to an import route as the browser does (`files[]`), with a query. */
export function postImport(
  t: TestApp,
  headers: Record<string, string>,
  path: string,
  content: Buffer,
  query = '',
  name = 'import.xlsx',
) {
  const body = multipart({}, [{ field: 'files[]', name, content }]);
  return t.app.inject({
    method: 'POST',
    url: `${API}${path}/importExcel${query ? `?${query}` : ''}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** GETs a file (an export, a template, an error report) and answers its bytes. */
export async function download(t: TestApp, headers: Record<string, string>, url: string) {
  const res = await t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.rawPayload;
}
