import type { Download } from '@playwright/test';
import ExcelJS from 'exceljs';

/** A workbook of one sheet holding `rows` (the first is the header), as a person fills it. */
export async function xlsx(rows: unknown[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(sheetName);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The first sheet of a downloaded workbook: its header and its rows by header. */
export async function readDownload(download: Download) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const sheet = wb.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Array<Record<string, unknown>> = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((h, i) => [h, values[i] ?? null])));
  });
  return { sheet, header, rows };
}
