import { payloadTooLarge } from '../errors.js';

/**
 * How far an uploaded workbook may expand while it is read. Every bound is checked as the file
 * streams, before its content is held in memory. The defaults leave a 50,000-row roster of 40
 * columns (about 110 MB of worksheet XML) room to spare; env variables override them.
 */
export interface ImportLimits {
  /** Entries of the zip (an .xlsx is a zip of XML parts). */
  maxEntries: number;
  /** Bytes actually inflated, all entries together (header sizes are not trusted). */
  maxExpandedBytes: number;
  /**
   * Bytes of any one part other than a worksheet: those (shared strings, styles, the workbook)
   * are read whole into memory, worksheets a row at a time.
   */
  maxPartBytes: number;
  /** Strings of the shared-string table. */
  maxSharedStrings: number;
  /** Rows of a worksheet, the header row included. */
  maxRows: number;
  /** Columns of a row, up to its last filled cell. */
  maxColumns: number;
}

const MB = 1024 * 1024;

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxEntries: 1000,
  maxExpandedBytes: 300 * MB,
  maxPartBytes: 64 * MB,
  maxSharedStrings: 3_000_000,
  maxRows: 200_000,
  maxColumns: 256,
};

/**
 * Bounds of any single XML record exceljs builds in memory, far above what Excel itself writes
 * (a cell holds at most 32,767 characters, a workbook at most 64,000 cell formats). A record is
 * a row or a shared string, or the whole part for parts without them (styles, the workbook).
 */
export const XML_BOUNDS = {
  /** Bytes between two '<': one tag or one text node. */
  maxTokenBytes: 1 * MB,
  /** Characters of text in one record. */
  maxRecordText: 8 * MB,
  /** Elements in one record. */
  maxRecordElements: 500_000,
};

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** The client's 413 for a workbook past one of the limits, saying which. */
export const tooLarge = {
  expanded: (limit: number) =>
    payloadTooLarge(`文件解压后过大（超过 ${mb(limit)}），请拆分后再导入`),
  entries: (limit: number) =>
    payloadTooLarge(`文件包含的部件过多（超过 ${limit} 个），请确认是 Excel 文件后再导入`),
  sharedStrings: (limit: number) =>
    payloadTooLarge(`文件中的文字条目过多（超过 ${limit} 条），请拆分后再导入`),
  rows: (limit: number) => payloadTooLarge(`文件行数过多（超过 ${limit} 行），请拆分后再导入`),
  columns: (limit: number) =>
    payloadTooLarge(`文件列数过多（超过 ${limit} 列），请按导入模板的列填写`),
  record: () => payloadTooLarge('文件中有过大的行、单元格或样式，请检查文件后再导入'),
  /** A legacy .xls whose parse ran out of its memory budget. */
  memory: () => payloadTooLarge('文件内容过多，读取超出内存限额，请拆分后再导入'),
};
