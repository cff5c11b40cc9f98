import type { Readable } from 'node:stream';
import type { Row } from 'exceljs';
import { badRequest, isHttpError } from '../../errors.js';
import ExcelJS from '../../excel/exceljs.js';
import { type ImportLimits, tooLarge } from '../../excel/import-limits.js';
import { xlsWorkerRows } from '../../excel/xls-reader.js';
import { checkZipBounds } from '../../excel/zip-bounds.js';

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
async function* xlsxRows(filePath: string, limits: ImportLimits): AsyncGenerator<CellValue[]> {
  await checkZipBounds(filePath, limits);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row as Row).values as unknown[];
        yield values.slice(1).map(plainCell);
      }
      return;
    }
  } finally {
    // Stopped early (a limit, a refused file), exceljs would leave the file open.
    (reader as unknown as { stream?: Readable }).stream?.destroy();
  }
}

/** Rows of the first worksheet of a legacy .xls (at most 65,536 rows), parsed off the main thread. */
async function* xlsRows(filePath: string, limits: ImportLimits): AsyncGenerator<CellValue[]> {
  for await (const row of xlsWorkerRows(filePath, limits)) yield row.map(plainCell);
}

/** How many columns a row fills, up to its last cell that is not empty. */
function filledColumns(cells: CellValue[]): number {
  let n = cells.length;
  while (n > 0 && cells[n - 1] === null) n--;
  return n;
}

/**
 * Rows of the first worksheet, within the limits: a file past one is the client's 413, and a
 * file that cannot be read the client's 400.
 */
export async function* readRows(
  filePath: string,
  ext: 'xls' | 'xlsx',
  limits: ImportLimits,
): AsyncGenerator<CellValue[]> {
  const rows = ext === 'xls' ? xlsRows(filePath, limits) : xlsxRows(filePath, limits);
  try {
    for (let count = 1; ; count++) {
      const next = await nextRow(rows);
      if (next.done) return;
      if (count > limits.maxRows) throw tooLarge.rows(limits.maxRows);
      if (filledColumns(next.value) > limits.maxColumns) throw tooLarge.columns(limits.maxColumns);
      yield next.value;
    }
  } finally {
    await rows.return(undefined);
  }
}

async function nextRow(rows: AsyncGenerator<CellValue[]>): Promise<IteratorResult<CellValue[]>> {
  try {
    return await rows.next();
  } catch (error) {
    if (isHttpError(error)) throw error;
    throw badRequest('无法读取该 Excel 文件，请确认文件完好且为 .xls 或 .xlsx 格式');
  }
}
