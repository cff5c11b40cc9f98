import { type FieldDef, fieldInExcel, fieldInForm, type ResourceDef } from '@vets/contracts';
import { isCodeField, labelKey } from './excel-cell-parsers.js';

export interface ExcelColumn {
  key: string;
  field: FieldDef;
}

/** The columns an export writes: the declared Excel fields, limited to `requested` when given. */
export const exportColumns = (def: ResourceDef, requested: string[] | null): ExcelColumn[] =>
  Object.entries(def.fields)
    .filter(([key, f]) => fieldInExcel(f) && (!requested || requested.includes(key)))
    .map(([key, field]) => ({ key, field }));

/**
 * The columns an import reads and its template offers: the form's fields in form order, but
 * uploads (an image cannot be typed into a cell) and fields kept out of Excel.
 */
export const importColumns = (def: ResourceDef): ExcelColumn[] =>
  Object.entries(def.fields)
    .filter(
      ([, f]) => fieldInForm(f) && f.excel !== false && f.kind !== 'image' && f.kind !== 'file',
    )
    .map(([key, field]) => ({ key, field }));

/** A header as written (`*企业名称`, `企业名称 `) reduced to what names the column. */
const headerKey = (text: string) => labelKey(text).replace(/^\*+|\*+$/g, '');

/**
 * The field each header cell names, by label (as exported and as in the template, a required
 * mark allowed) or by field key; null for a column the import does not read.
 */
export function mapHeaders(def: ResourceDef, header: Array<unknown>): Array<string | null> {
  const byLabel = new Map<string, string>();
  for (const { key, field } of importColumns(def)) {
    byLabel.set(headerKey(field.label), key);
    byLabel.set(key, key);
  }
  const seen = new Set<string>();
  return header.map((h) => {
    if (h === null || h === undefined) return null;
    const key = byLabel.get(headerKey(String(h))) ?? null;
    if (!key || seen.has(key)) return null;
    seen.add(key);
    return key;
  });
}

/** Excel's number format for a field's column: text for codes, dates as the spec writes them. */
export function columnFormat(f: FieldDef): string | undefined {
  if (f.kind === 'date') return 'yyyy-mm-dd';
  if (f.kind === 'datetime') return 'yyyy-mm-dd hh:mm:ss';
  if (isCodeField(f)) return '@';
  return undefined;
}

export const columnWidth = (f: FieldDef): number =>
  Math.max(12, Math.min(40, Math.round((f.width ?? 120) / 8)));
