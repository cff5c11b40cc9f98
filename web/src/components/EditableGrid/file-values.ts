import { FILE_NAME_DISPLAY_LENGTH } from './grid-constants';

interface FileLike {
  name?: unknown;
  fileName?: unknown;
  path?: unknown;
  filePath?: unknown;
  url?: unknown;
}

function nameOf(item: unknown): string {
  if (typeof item === 'string') return item.split('/').pop() ?? item;
  if (typeof item !== 'object' || item === null) return '';
  const f = item as FileLike;
  for (const candidate of [f.name, f.fileName, f.path, f.filePath, f.url]) {
    if (typeof candidate === 'string' && candidate) return nameOf(candidate);
  }
  return '';
}

/** File names of an upload, file or image value: a comma-joined path list, one file or a list of files. */
export function fileNames(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return value.split(',').filter(Boolean).map(nameOf);
  const list = Array.isArray(value) ? value : [value];
  return list.map(nameOf).filter(Boolean);
}

/** A file name cut to its first 5 characters, then an ellipsis. */
export function shortFileName(name: string): string {
  const chars = Array.from(name);
  return chars.length > FILE_NAME_DISPLAY_LENGTH
    ? `${chars.slice(0, FILE_NAME_DISPLAY_LENGTH).join('')}…`
    : name;
}
