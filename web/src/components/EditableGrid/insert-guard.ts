import { INSERT_CLICK_GUARD_MS } from './grid-constants';

/** Ignores clicks that come too fast after an insert (within 1500 ms by default). */
export class InsertClickGuard {
  private insertedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly windowMs = INSERT_CLICK_GUARD_MS) {}

  markInsert(now = Date.now()): void {
    this.insertedAt = now;
  }

  allows(now = Date.now()): boolean {
    return now - this.insertedAt >= this.windowMs;
  }
}
