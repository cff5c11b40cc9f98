/** Display lengths of widgets.md section 9. */
export const ELLIPSIS_LENGTH = 25;
export const TREE_ELLIPSIS_LENGTH = 12;
export const FILE_NAME_ELLIPSIS_LENGTH = 5;
export const ELLIPSIS_MARK = '...';

/** Code point ranges of East Asian wide and full-width characters (CJK, kana, Hangul, emoji). */
const WIDE_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x3fffd],
];

/** 2 for a full-width character, 1 for any other. */
export function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return WIDE_RANGES.some(([from, to]) => code >= from && code <= to) ? 2 : 1;
}

/** The width of a text with full-width characters counted as two. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/**
 * The text cut to at most `length` (full-width characters counting two) followed by '...',
 * or the text itself when it fits. A length below 1 means no limit.
 */
export function ellipsisText(text: string, length: number = ELLIPSIS_LENGTH): string {
  if (!(length >= 1) || textWidth(text) <= length) return text;
  let width = 0;
  let kept = '';
  for (const char of text) {
    width += charWidth(char);
    if (width > length) break;
    kept += char;
  }
  return kept + ELLIPSIS_MARK;
}
