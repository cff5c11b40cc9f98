import type { FieldDef, FormPatternName } from '@vets/contracts';
import type { CellValue } from './excel-rows.js';

/** A cell read as the value a field stores, or the cell as it was with the reason it is not. */
export type Parsed = { value: unknown; error?: undefined } | { value: unknown; error: string };

/** Patterns of codes people type with stray spaces or full-width digits (ID and phone numbers). */
const CODE_PATTERNS: ReadonlySet<FormPatternName> = new Set<FormPatternName>([
  'phone',
  'username',
  'email',
  'naturalNumber',
  'letters',
  'landline',
  'bankCard',
  'idNumber',
  'idCard',
  'idCard18',
  'qq',
  'url',
  'code20',
  'creditCode',
  'identifier',
]);
const UPPER_CASE_PATTERNS: ReadonlySet<FormPatternName> = new Set<FormPatternName>([
  'idCard',
  'idCard18',
  'creditCode',
]);

/** A field whose values are codes (ID, phone, credit code): a text cell, never a number. */
export const isCodeField = (f: FieldDef): boolean =>
  (f.pattern !== undefined && CODE_PATTERNS.has(f.pattern)) ||
  f.sensitive === 'idCard' ||
  f.sensitive === 'phone' ||
  f.sensitive === 'bankCard';

/** Values several of which a multi-value cell holds, separated as people separate them. */
export const splitMulti = (text: string): string[] =>
  text
    .split(/[,，、;；\n]/)
    .map((t) => t.trim())
    .filter(Boolean);

/** Full-width letters, digits and punctuation as ASCII; the ideographic space as a space. */
export const foldWidth = (text: string): string => text.normalize('NFKC').trim();

const QUOTED_MAX = 30;

/** A cell's text inside a message, cut short: a message must not repeat a whole essay. */
export const quoted = (text: string): string =>
  `“${[...text].length > QUOTED_MAX ? `${[...text].slice(0, QUOTED_MAX).join('')}…` : text}”`;

/** How labels are compared: width folded, no spaces at all. */
export const labelKey = (text: string): string => foldWidth(text).replace(/\s+/g, '');

export const SWITCH_LABELS = { Y: '是', N: '否' } as const;
const YES = new Set(['是', 'Y', 'YES', '1', 'TRUE', '√']);
const NO = new Set(['否', 'N', 'NO', '0', 'FALSE', '×']);

function parseSwitch(f: FieldDef, cell: Exclude<CellValue, null>): Parsed {
  if (typeof cell === 'boolean') return { value: cell ? 'Y' : 'N' };
  const key = labelKey(String(cell)).toUpperCase();
  if (YES.has(key)) return { value: 'Y' };
  if (NO.has(key)) return { value: 'N' };
  return { value: String(cell), error: `${f.label}只能填“是”或“否”` };
}

const pad = (n: number) => String(n).padStart(2, '0');
const DATE_TEXT =
  /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[\sT]+(\d{1,2})[:：时](\d{1,2})(?:[:：分](\d{1,2})秒?)?)?$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;
/** 1900-01-01 … 9999-12-31 as Excel serial numbers. */
const SERIAL_RANGE = [1, 2_958_466] as const;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

interface DateParts {
  y: number;
  m: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

function realDate(p: DateParts): boolean {
  const date = new Date(Date.UTC(p.y, p.m - 1, p.d));
  return (
    date.getUTCFullYear() === p.y &&
    date.getUTCMonth() === p.m - 1 &&
    date.getUTCDate() === p.d &&
    p.h < 24 &&
    p.mi < 60 &&
    p.s < 60
  );
}

function dateParts(cell: Exclude<CellValue, null>): DateParts | null {
  if (typeof cell === 'number') {
    if (cell < SERIAL_RANGE[0] || cell >= SERIAL_RANGE[1]) return null;
    const date = new Date(EXCEL_EPOCH_MS + Math.round(cell * DAY_MS));
    return {
      y: date.getUTCFullYear(),
      m: date.getUTCMonth() + 1,
      d: date.getUTCDate(),
      h: date.getUTCHours(),
      mi: date.getUTCMinutes(),
      s: date.getUTCSeconds(),
    };
  }
  const text = foldWidth(String(cell));
  const m = DATE_TEXT.exec(text) ?? COMPACT_DATE.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map((v) => (v === undefined ? 0 : Number(v)));
  return { y: y!, m: mo!, d: d!, h: h!, mi: mi!, s: s! };
}

function parseDate(f: FieldDef, cell: Exclude<CellValue, null>): Parsed {
  const p = dateParts(cell);
  if (!p || !realDate(p)) {
    return {
      value: String(cell),
      error: `${f.label}${quoted(String(cell))}不是有效的日期，可填 2024-01-02、2024/1/2、2024.01.02 或 2024年1月2日`,
    };
  }
  const day = `${p.y}-${pad(p.m)}-${pad(p.d)}`;
  return { value: f.kind === 'date' ? day : `${day} ${pad(p.h)}:${pad(p.mi)}:${pad(p.s)}` };
}

function parseNumber(cell: Exclude<CellValue, null>): Parsed {
  if (typeof cell === 'number') return { value: cell };
  const text = foldWidth(String(cell)).replace(/[\s,]/g, '');
  return { value: /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : String(cell) };
}

function parseCode(f: FieldDef, cell: Exclude<CellValue, null>): Parsed {
  if (typeof cell === 'number' && !Number.isSafeInteger(cell)) {
    return {
      value: String(cell),
      error: `${f.label}被 Excel 存成了数字，末尾几位已丢失；请把该列设为文本格式后重新填写`,
    };
  }
  const text = foldWidth(String(cell)).replace(/\s+/g, '');
  return {
    value: f.pattern && UPPER_CASE_PATTERNS.has(f.pattern) ? text.toUpperCase() : text,
  };
}

const MAX_LISTED_OPTIONS = 12;

/** A dictionary cell: item texts (as exported) or values, several for a multi-value field. */
function parseDict(
  f: FieldDef,
  items: ReadonlyMap<string, string>,
  cell: Exclude<CellValue, null>,
): Parsed {
  const byText = new Map<string, string>();
  for (const [value, text] of items) byText.set(labelKey(text), value);
  const raw = typeof cell === 'boolean' ? (cell ? '是' : '否') : String(cell);
  const parts = f.multiple ? splitMulti(raw) : [raw.trim()];
  const values: string[] = [];
  for (const part of parts) {
    const value = items.has(part) ? part : byText.get(labelKey(part));
    if (value === undefined) {
      const texts = [...items.values()];
      const listed = texts.slice(0, MAX_LISTED_OPTIONS).join('、');
      const more = texts.length > MAX_LISTED_OPTIONS ? '等' : '';
      return {
        value: raw,
        error: `${f.label}${quoted(part)}不在可选范围内（可选：${listed}${more}）`,
      };
    }
    values.push(value);
  }
  return { value: values.join(',') };
}

/**
 * A cell as the value its field stores: dictionary texts or values, 是/否, dates as people
 * write them, codes without spaces or full-width digits, numbers with thousands separators.
 * References are resolved elsewhere, in batches. An empty cell is null.
 */
export function parseCell(
  f: FieldDef,
  dictItems: ReadonlyMap<string, string> | undefined,
  cell: CellValue,
): Parsed {
  if (cell === null) return { value: null };
  if (typeof cell === 'string' && cell.trim() === '') return { value: null };
  if (f.dict) return parseDict(f, dictItems ?? new Map(), cell);
  switch (f.kind) {
    case 'switch':
      return parseSwitch(f, cell);
    case 'date':
    case 'datetime':
      return parseDate(f, cell);
    case 'integer':
    case 'number':
      return parseNumber(cell);
  }
  if (isCodeField(f)) return parseCode(f, cell);
  if (typeof cell === 'boolean') return { value: cell ? '是' : '否' };
  return { value: typeof cell === 'string' ? cell.trim() : String(cell) };
}
