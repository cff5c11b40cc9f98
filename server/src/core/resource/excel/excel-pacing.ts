import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Lets other requests in during long work. better-sqlite3 is synchronous and so is workbook
 * parsing: awaiting them resolves as a microtask, so without a real turn of the event loop an
 * import or export would hold the process until it ends. `tick()` between small steps waits
 * one turn once `sliceMs` has been used.
 */
export class TimeSlicer {
  private since = performance.now();

  constructor(private readonly sliceMs = 10) {}

  async tick(): Promise<void> {
    if (performance.now() - this.since >= this.sliceMs) await this.pause();
  }

  async pause(): Promise<void> {
    await nextTurn();
    this.since = performance.now();
  }
}

/**
 * A batch size that follows the measured cost per row, so that one batch (a transaction, which
 * holds SQLite's only connection, or a call that cannot yield inside) stays near `targetMs`.
 */
export class AdaptiveBatch {
  private current: number;

  constructor(
    private readonly limits: { min: number; max: number; start: number; targetMs: number },
  ) {
    this.current = limits.start;
  }

  get size(): number {
    return this.current;
  }

  record(rows: number, ms: number): void {
    if (rows <= 0) return;
    const { min, max, targetMs } = this.limits;
    const ideal = ms > 0 ? (targetMs * rows) / ms : max;
    // Halfway towards the ideal, so that one slow batch (a GC pause) does not swing it.
    this.current = Math.round(Math.min(max, Math.max(min, (this.current + ideal) / 2)));
  }
}
