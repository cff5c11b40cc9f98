/** Named patterns of the editable grid's cell rules (widgets.md section 5, "Grid cell rules"). */
export const CELL_PATTERNS = {
  'non-empty': /^.+$/s,
  'n6-16': /^\d{6,16}$/,
  '*6-16': /^.{6,16}$/s,
  's6-18': /^[A-Za-z]{6,18}$/,
  url: /^https?:\/\/\S+$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
  mobile: /^1[3-9]\d{9}$/,
  postcode: /^[1-9]\d{5}$/,
  letters: /^[A-Za-z]+$/,
  number: /^-?\d+(\.\d+)?$/,
  integer: /^-?\d+$/,
  money: /^-?\d+(\.\d{1,2})?$/,
} as const;

export type CellPatternName = keyof typeof CELL_PATTERNS;

export function isCellPatternName(value: string): value is CellPatternName {
  return Object.hasOwn(CELL_PATTERNS, value);
}
