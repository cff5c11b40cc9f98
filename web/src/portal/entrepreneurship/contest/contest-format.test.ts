import { describe, expect, it } from 'vitest';
import { daysLeft, scoreText, signUpText } from './contest-format';

describe('contest texts', () => {
  it('writes the sign-up window with what is known', () => {
    expect(signUpText('2026-04-01', '2026-06-30')).toBe('2026-04-01 至 2026-06-30');
    expect(signUpText(null, '2026-06-30')).toBe('截至 2026-06-30');
    expect(signUpText(null, null)).toBe('');
  });

  it('counts the days left to a deadline, never below zero', () => {
    const today = new Date(2026, 10, 24);
    expect(daysLeft('2026-11-30', today)).toBe(6);
    expect(daysLeft('2026-11-24', today)).toBe(0);
    expect(daysLeft('2026-11-01', today)).toBe(0);
    expect(daysLeft(null, today)).toBeNull();
  });

  it('shows scores with two decimals', () => {
    expect(scoreText(88)).toBe('88.00');
    expect(scoreText(null)).toBe('—');
  });
});
