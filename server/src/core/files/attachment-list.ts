import type { Db } from '../../db/database.js';
import { originalNames } from './file-catalog.js';
import { extensionOf } from './upload-policy.js';

export interface NamedAttachment {
  name: string;
  path: string;
  ext: string;
}

/**
 * A file field's comma-joined keys as attachments a visitor downloads, under the names they
 * were uploaded with (附件1.pdf … for files stored before names were kept).
 */
export async function namedAttachments(db: Db, value: string | null): Promise<NamedAttachment[]> {
  const paths = (value ?? '').split(',').filter(Boolean);
  return attachmentsNamed(paths, await originalNames(db, paths));
}

/** The paths as attachments, under the names `names` holds for them. */
export function attachmentsNamed(paths: string[], names: Map<string, string>): NamedAttachment[] {
  return paths.map((path, i) => {
    const ext = extensionOf(path);
    return { name: names.get(path) ?? `附件${i + 1}.${ext}`, path, ext };
  });
}
