import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateOf, periodOf } from './period-value';

describe('statistics period values', () => {
  it('turns a picked date into the period the API takes and back', () => {
    const d = dayjs('2026-08-17');
    expect(periodOf('month', d)).toBe('2026-08');
    expect(periodOf('quarter', d)).toBe('2026-Q3');
    expect(periodOf('year', d)).toBe('2026');
    expect(dateOf('quarter', '2026-Q3').format('YYYY-MM-DD')).toBe('2026-07-01');
    expect(dateOf('month', '2026-08').format('YYYY-MM-DD')).toBe('2026-08-01');
    expect(dateOf('year', '2026').format('YYYY-MM-DD')).toBe('2026-01-01');
  });
});
