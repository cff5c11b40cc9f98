import { rm } from 'node:fs/promises';
import path from 'node:path';
import { LocalDiskStorage } from './local-disk-storage.js';

/** Imports keep each uploaded workbook under DATA_DIR/tmp/import while they read it. */
const FOLDER = 'import';
const tmpRoot = (dataDir: string) => path.join(dataDir, 'tmp');

/** Where an import stores its uploads (keys `import/<day>/<random>.xlsx`), and their folder. */
export function importUploads(dataDir: string) {
  return {
    storage: new LocalDiskStorage(tmpRoot(dataDir)),
    folder: FOLDER,
    root: tmpRoot(dataDir),
  };
}

/**
 * Removes uploads that imports left behind: an import removes its file when it ends, but not
 * when the process is killed halfway. Runs at start, before any import can begin.
 */
export async function clearImportUploads(dataDir: string): Promise<void> {
  await rm(path.join(tmpRoot(dataDir), FOLDER), { recursive: true, force: true });
}
