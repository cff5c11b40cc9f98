import { describe, expect, it } from 'vitest';
import { InsertClickGuard } from './insert-guard';

describe('insert click guard', () => {
  it('ignores clicks within 1500 ms of an insert', () => {
    const guard = new InsertClickGuard();
    expect(guard.allows(0)).toBe(true);
    guard.markInsert(10_000);
    expect(guard.allows(10_001)).toBe(false);
    expect(guard.allows(11_499)).toBe(false);
    expect(guard.allows(11_500)).toBe(true);
  });
});
