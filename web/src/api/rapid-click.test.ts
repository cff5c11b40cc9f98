import { describe, expect, it } from 'vitest';
import { RapidClickGuard } from './rapid-click';

describe('RapidClickGuard', () => {
  it('refuses the same write within the window and allows it afterwards', () => {
    const guard = new RapidClickGuard(1000);
    expect(guard.allow('POST /a {}', 0)).toBe(true);
    expect(guard.allow('POST /a {}', 500)).toBe(false);
    expect(guard.allow('POST /b {}', 500)).toBe(true);
    expect(guard.allow('POST /a {}', 1600)).toBe(true);
  });
});
