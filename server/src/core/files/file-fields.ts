import type { FieldDef, ResourceDef } from '@vets/contracts';
import { isSafeKey } from './file-storage.js';

/** Import error reports hold personal data and are served to their importer only. */
const IMPORT_ERRORS = 'import-errors/';

/** A key `/sys/common/static/` may serve: safe, and no import error report. */
export function isServableKey(key: string): boolean {
  return isSafeKey(key) && !key.startsWith(IMPORT_ERRORS);
}

/** The fields whose values name uploads: images, files, and rich text that embeds them. */
export function fileFields(def: Pick<ResourceDef, 'fields'>): Array<[string, FieldDef]> {
  return Object.entries(def.fields).filter(
    ([, f]) => f.kind === 'image' || f.kind === 'file' || f.kind === 'richtext',
  );
}

/** An uploaded file's address inside rich text, up to its query (a signature the editor used). */
const STATIC_ADDRESS = /\/sys\/common\/static\/([A-Za-z0-9][A-Za-z0-9_./-]*)/g;

/** The upload keys a field's value names: comma-joined keys, or addresses inside rich text. */
export function keysOf(f: FieldDef, value: unknown): string[] {
  if (typeof value !== 'string' || !value) return [];
  const keys =
    f.kind === 'richtext'
      ? [...value.matchAll(STATIC_ADDRESS)].map((m) => m[1]!)
      : value.split(',').map((k) => k.trim());
  return [...new Set(keys.filter(isServableKey))];
}
