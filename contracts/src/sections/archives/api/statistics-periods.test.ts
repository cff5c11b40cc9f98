import { describe, expect, it } from 'vitest';
import {
  isPeriodClosed,
  lastClosedMonth,
  periodLabel,
  periodRange,
  periodsEndingWith,
  shiftPeriod,
} from './statistics-periods.js';

describe('statistics periods', () => {
  it('gives each period its first day and the day after it', () => {
    expect(periodRange('month', '2026-12')).toEqual({
      start: '2026-12-01',
      endExclusive: '2027-01-01',
    });
    expect(periodRange('quarter', '2026-Q3')).toEqual({
      start: '2026-07-01',
      endExclusive: '2026-10-01',
    });
    expect(periodRange('year', '2025')).toEqual({
      start: '2025-01-01',
      endExclusive: '2026-01-01',
    });
  });

  it('steps across year ends', () => {
    expect(shiftPeriod('month', '2026-01', -1)).toBe('2025-12');
    expect(shiftPeriod('quarter', '2026-Q1', -1)).toBe('2025-Q4');
    expect(shiftPeriod('year', '2026', -2)).toBe('2024');
    expect(periodsEndingWith('quarter', '2026-Q2', 3)).toEqual(['2025-Q4', '2026-Q1', '2026-Q2']);
  });

  it('closes a period once it has ended', () => {
    expect(isPeriodClosed('month', '2026-10', '2026-10-31')).toBe(false);
    expect(isPeriodClosed('month', '2026-10', '2026-11-01')).toBe(true);
    expect(lastClosedMonth('2026-01-15')).toBe('2025-12');
    expect(periodLabel('quarter', '2026-Q3')).toBe('2026年第3季度');
  });
});
