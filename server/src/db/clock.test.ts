import { describe, expect, it } from 'vitest';
import { Clock } from './clock.js';

describe('Clock', () => {
  it('formats in its time zone, also when called again within the same second', () => {
    const clock = new Clock('Asia/Shanghai');
    const t = Date.UTC(2026, 10, 22, 16, 59, 59, 100);
    expect(clock.format(t)).toBe('2026-11-23 00:59:59');
    expect(clock.format(t + 800)).toBe('2026-11-23 00:59:59');
    expect(clock.format(t + 900)).toBe('2026-11-23 01:00:00');
    expect(clock.format(t)).toBe('2026-11-23 00:59:59');
    expect(new Clock('UTC').format(t)).toBe('2026-11-22 16:59:59');
  });
});
