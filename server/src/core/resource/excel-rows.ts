import type { Row } from 'exceljs';
import { badRequest } from '../errors.js';
import ExcelJS from '../excel/exceljs.js';
import { xlsWorkerRows } from '../excel/xls-reader.js';

export type CellValue = string | number | boolean | null;

/** A row as read from a file: its number there (the header is 1) and its cells from column A. */
export interface FileRow {
  rowNumber: number;
  cells: CellValue[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel dates carry wall-clock time as UTC; a midnight value is a plain date. */
function excelDateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const h = date.getUTCHours();
  const m = date.getUTCMinutes();
  const s = date.getUTCSeconds();
  return h || m || s ? `${day} ${pad(h)}:${pad(m)}:${pad(s)}` : day;
}

/** A cell as plain text or number: rich text joined, formulas by their result, links by text. */
function plainCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : excelDateText(value);
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) {
      return plainCell((v.richText as Array<{ text?: string }>).map((r) => r.text ?? '').join(''));
    }
    if ('result' in v) return plainCell(v.result);
    if ('text' in v) return plainCell(v.text);
  }
  return null;
}

/** Rows of the first worksheet of an .xlsx, read as a stream. Index 0 is column A. */
async function* xlsxRows(filePath: string): AsyncGenerator<CellValue[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = (row as Row).values as unknown[];
      yield values.slice(1).map(plainCell);
    }
    return;
  }
}

/** Rows of the first worksheet of a legacy .xls (at most 65,536 rows), parsed off the main thread. */
async function* xlsRows(filePath: string): AsyncGenerator<CellValue[]> {
  for await (const row of xlsWorkerRows(filePath)) yield row.map(plainCell);
}

/** Rows of the first worksheet; a file that cannot be read is the client's 400. */
export async function* readRows(
  filePath: string,
  ext: 'xls' | 'xlsx',
): AsyncGenerator<CellValue[]> {
  const rows = ext === 'xls' ? xlsRows(filePath) : xlsxRows(filePath);
  while (true) {
    let next: IteratorResult<CellValue[]>;
    try {
      next = await rows.next();
    } catch {
      throw badRequest('无法读取该 Excel 文件，请确认文件完好且为 .xls 或 .xlsx 格式');
    }
    if (next.done) return;
    yield next.value;
  }
}
