import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Fill, Font } from 'exceljs';
import ExcelJS from '../../excel/exceljs.js';
import type { FileStorage } from '../../files/file-storage.js';
import type { TimeSlicer } from './excel-pacing.js';
import type { CellValue } from './excel-rows.js';

/** A refused row: the cells as read, every reason, and which cells they are about. */
export interface RowError {
  rowNumber: number;
  cells: CellValue[];
  messages: string[];
  /** Indexes (0 = column A) of the cells that fail. */
  columns: number[];
}

export const REASON_HEADER = '错误原因';
const BAD_FILL: Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
const BAD_FONT: Partial<Font> = { color: { argb: 'FF9C0006' } };

/**
 * The error report of an import: the refused rows with the file's own columns (so it can be
 * corrected and imported again as it is), a 错误原因 column listing every problem of the row, and
 * the failing cells filled red. Stored privately for the importing user; answers its URL.
 */
export async function writeErrorReport(
  storage: FileStorage,
  userId: string,
  headers: CellValue[],
  errors: RowError[],
  slicer: TimeSlicer,
): Promise<string> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet('错误数据', { views: [{ state: 'frozen', ySplit: 1 }] });
  const name = `${randomBytes(16).toString('hex')}.xlsx`;
  const stored = storage.put(`import-errors/${userId}/${name}`, out);
  const width = headers.length;
  sheet.columns = [
    ...headers.map(() => ({ width: 16 })),
    { width: 60, style: { alignment: { wrapText: true, vertical: 'top' } } },
  ];
  const head = sheet.addRow([...headers, REASON_HEADER]);
  head.font = { bold: true };
  head.commit();
  for (const e of errors) {
    const cells = Array.from({ length: width }, (_, i) => e.cells[i] ?? null);
    const row = sheet.addRow([...cells, e.messages.join('；')]);
    for (const i of e.columns) {
      const cell = row.getCell(i + 1);
      cell.fill = BAD_FILL;
      cell.font = BAD_FONT;
    }
    row.getCell(width + 1).font = BAD_FONT;
    row.commit();
    await slicer.tick();
  }
  sheet.commit();
  await workbook.commit();
  await stored;
  return `/sys/common/importErrors/${name}`;
}
