/** A file cell shows this many characters of a file's name (widgets.md section 9). */
export const FILE_NAME_DISPLAY_LENGTH = 5;
export const FILE_NAME_ELLIPSIS = '…';

/** The first 5 characters of a name followed by '…', or the name itself when that short. */
export function shortFileName(name: string, length: number = FILE_NAME_DISPLAY_LENGTH): string {
  const chars = Array.from(name);
  return chars.length > length ? chars.slice(0, length).join('') + FILE_NAME_ELLIPSIS : name;
}
