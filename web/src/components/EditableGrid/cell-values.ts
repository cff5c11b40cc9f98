import type { GridColumn, GridOption } from './types';

/** Empty for the rules: undefined, null, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The text a rule compares: lists joined with commas, as multi-value fields are stored. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((v) => valueText(v)).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function optionLabel(option: GridOption): string {
  return option.text ?? option.label ?? option.title ?? option.value;
}

/** Multi-value cells store comma-joined strings. */
export function splitMulti(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const text = valueText(value);
  return text === '' ? [] : text.split(',');
}

export function joinMulti(values: readonly string[]): string {
  return values.join(',');
}

/** A column's default value for a new row. */
export function defaultValueOf(column: GridColumn): unknown {
  const d = column.defaultValue;
  return typeof d === 'function' ? (d as () => unknown)() : d;
}
