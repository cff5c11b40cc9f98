import type { ImportProgress } from '@vets/contracts';

/** How long a finished import's figures stay readable, for the dialog's last poll. */
const KEEP_DONE_MS = 5 * 60_000;
/** An import that never finished (its request was cut off) is forgotten after this. */
const KEEP_RUNNING_MS = 6 * 60 * 60_000;

interface Entry {
  progress: ImportProgress;
  at: number;
}

/**
 * The progress of running imports, by user and the id the client gave the import, so that the
 * import dialog can show rows read and written while its upload request is still open. Held in
 * the instance that runs the import: a poll that reaches another instance reads nothing, and the
 * dialog then shows only that the import is running.
 */
class ImportProgressBoard {
  private readonly entries = new Map<string, Entry>();

  private sweep(now: number): void {
    for (const [key, e] of this.entries) {
      const keep = e.progress.phase === 'done' ? KEEP_DONE_MS : KEEP_RUNNING_MS;
      if (now - e.at > keep) this.entries.delete(key);
    }
  }

  /**
   * The figures an import updates as it goes (a fresh record when it has no id); `keyed` for a
   * resource whose import updates records by its key.
   */
  start(userId: string, importId: string | undefined, keyed = false): ImportProgress {
    const progress: ImportProgress = {
      phase: 'reading',
      rowsRead: 0,
      rowsWritten: 0,
      ...(keyed ? { rowsUpdated: 0 } : {}),
      errorCount: 0,
      skippedCount: 0,
    };
    const now = Date.now();
    this.sweep(now);
    if (importId) this.entries.set(`${userId}\u0000${importId}`, { progress, at: now });
    return progress;
  }

  finish(userId: string, importId: string | undefined): void {
    const entry = importId ? this.entries.get(`${userId}\u0000${importId}`) : undefined;
    if (!entry) return;
    entry.progress.phase = 'done';
    entry.at = Date.now();
  }

  read(userId: string, importId: string): ImportProgress | null {
    const entry = this.entries.get(`${userId}\u0000${importId}`);
    return entry ? { ...entry.progress } : null;
  }
}

export const importProgress = new ImportProgressBoard();
