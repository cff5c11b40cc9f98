import type { FieldDef } from '@vets/contracts';
import { type DictLookup, dictText } from '../dict-lookup.js';
import { refCodes } from '../ref-lookup.js';
import { SWITCH_LABELS } from './excel-cell-parsers.js';
import type { ExcelColumn } from './excel-columns.js';
import type { RefCodec } from './excel-ref-codec.js';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * A stored date or time as an Excel date, shown as the spec writes it (the column's format).
 * Excel has no time zones: the wall-clock time goes in as UTC, as the reader takes it back.
 */
function excelDate(text: string): Date | string {
  const m = DATE_TIME.exec(text);
  if (!m) return text;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0));
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

type Cell = string | number | Date | null;

/**
 * Stored values as the page shows them: dictionary texts, referenced titles, region and
 * category names, 是/否, dates as dates, numbers as numbers, everything else as text (so that
 * an ID number never turns into a number). Personal fields arrive already masked.
 */
export class ExportCells {
  constructor(
    private readonly columns: ExcelColumn[],
    private readonly dicts: DictLookup,
    private readonly codecs: ReadonlyMap<string, RefCodec>,
  ) {}

  /** The labels of the references in `rows`, looked up once for the chunk. */
  private async refLabels(rows: Array<Record<string, unknown>>) {
    const labels = new Map<string, Map<string, string>>();
    for (const { key, field } of this.columns) {
      const codec = this.codecs.get(key);
      if (!codec) continue;
      const codes = [...new Set(rows.flatMap((r) => refCodes(field, r[key])))];
      labels.set(key, await codec.labels(codes));
    }
    return labels;
  }

  private cell(f: FieldDef, value: unknown, labels?: Map<string, string>): Cell {
    if (value === null || value === undefined || value === '') return null;
    if (f.dict) return dictText(this.dicts.get(f.dict), value);
    if (labels)
      return refCodes(f, value)
        .map((code) => labels.get(code) ?? code)
        .join(',');
    if (f.kind === 'switch') return SWITCH_LABELS[value as 'Y' | 'N'] ?? String(value);
    if (f.kind === 'date' || f.kind === 'datetime') return excelDate(String(value));
    if (f.kind === 'integer' || f.kind === 'number') {
      const n = Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    return String(value);
  }

  async rows(records: Array<Record<string, unknown>>): Promise<Cell[][]> {
    const labels = await this.refLabels(records);
    return records.map((r) =>
      this.columns.map(({ key, field }) => this.cell(field, r[key], labels.get(key))),
    );
  }
}
