import {
  FORM_PATTERNS,
  maxLengthMessage,
  minLengthMessage,
  type NamedPattern,
} from './form-rules.js';
import type { FieldDef, ResourceDef } from './resource-types.js';
import { fieldInForm } from './resource-types.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value === '');
}

function isRealDate(text: string): boolean {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const choosesFromOptions = (f: FieldDef) =>
  Boolean(f.dict || f.picker) || f.kind === 'date' || f.kind === 'datetime' || f.kind === 'switch';

export function requiredMessage(f: FieldDef): string {
  if (f.pattern === 'phone') return '请输入手机号';
  if (f.kind === 'image' || f.kind === 'file') return `请上传${f.label}`;
  return `${choosesFromOptions(f) ? '请选择' : '请输入'}${f.label}`;
}

function numberMessage(f: FieldDef, value: unknown): string | null {
  const text = String(value).trim();
  const shape = f.kind === 'integer' ? INTEGER : NUMBER;
  if (!shape.test(text))
    return f.kind === 'integer' ? `${f.label}必须是整数` : `${f.label}必须是数字`;
  const n = Number(text);
  if (f.min !== undefined && n < f.min) return `${f.label}不能小于${f.min}`;
  if (f.max !== undefined && n > f.max) return `${f.label}不能大于${f.max}`;
  return null;
}

function textMessage(f: FieldDef, value: unknown): string | null {
  if (typeof value !== 'string') return `${f.label}必须是文本`;
  const length = [...value].length;
  if (f.minLength !== undefined && length < f.minLength) {
    return f.lengthMessage ?? minLengthMessage(f.minLength);
  }
  if (f.maxLength !== undefined && length > f.maxLength) {
    return f.lengthMessage ?? maxLengthMessage(f.maxLength);
  }
  if (f.kind === 'date' && !(DATE.test(value) && isRealDate(value))) {
    return `${f.label}应为 YYYY-MM-DD 格式的日期`;
  }
  if (f.kind === 'datetime' && !(DATE_TIME.test(value) && isRealDate(value))) {
    return `${f.label}应为 YYYY-MM-DD HH:mm:ss 格式的时间`;
  }
  if (f.kind === 'switch' && value !== 'Y' && value !== 'N') return `${f.label}只能是 Y 或 N`;
  if (f.pattern) {
    const rule: NamedPattern = FORM_PATTERNS[f.pattern];
    if (!rule.pattern.test(value) || (rule.check && !rule.check(value))) return rule.message;
  }
  return null;
}

/** The first problem with one field's value, or null. Dictionary membership is the server's. */
export function validateField(f: FieldDef, value: unknown): string | null {
  if (isEmptyValue(value)) return f.required ? requiredMessage(f) : null;
  if (f.kind === 'integer' || f.kind === 'number') return numberMessage(f, value);
  return textMessage(f, value);
}

/**
 * Validates the form fields of a record. With `partial`, absent fields are skipped
 * (an edit may send only what changed).
 */
export function validateRecord(
  def: Pick<ResourceDef, 'fields'>,
  record: Record<string, unknown>,
  options: { partial?: boolean } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, f] of Object.entries(def.fields)) {
    if (!fieldInForm(f)) continue;
    if (options.partial && !(key in record)) continue;
    const message = validateField(f, record[key]);
    if (message) errors[key] = message;
  }
  return errors;
}
