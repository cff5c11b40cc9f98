import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

// 2024-05-15 12:00:00 local time.
const NOW = new Date(2024, 4, 15, 12, 0, 0);
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('relativeTime', () => {
  it('says 刚刚 under a minute', () => {
    expect(relativeTime(NOW, NOW)).toBe('刚刚');
    expect(relativeTime(ago(59 * SECOND), NOW)).toBe('刚刚');
    expect(relativeTime(ago(59_999), NOW)).toBe('刚刚');
  });

  it('says 刚刚 for a moment in the future (clock skew)', () => {
    expect(relativeTime(ago(-5 * MINUTE), NOW)).toBe('刚刚');
    expect(relativeTime('2024-05-16 08:00:00', NOW)).toBe('刚刚');
  });

  it('counts whole minutes under an hour', () => {
    expect(relativeTime(ago(MINUTE), NOW)).toBe('1分钟前');
    expect(relativeTime(ago(MINUTE + 59 * SECOND), NOW)).toBe('1分钟前');
    expect(relativeTime(ago(30 * MINUTE), NOW)).toBe('30分钟前');
    expect(relativeTime(ago(HOUR - 1), NOW)).toBe('59分钟前');
  });

  it('counts whole hours under a day', () => {
    expect(relativeTime(ago(HOUR), NOW)).toBe('1小时前');
    expect(relativeTime(ago(2 * HOUR - 1), NOW)).toBe('1小时前');
    expect(relativeTime(ago(23 * HOUR + 59 * MINUTE), NOW)).toBe('23小时前');
  });

  it('prefers hours over 昨天 when the previous day is under 24 hours ago', () => {
    const morning = new Date(2024, 4, 15, 8, 0, 0);
    expect(relativeTime('2024-05-14 20:00:00', morning)).toBe('12小时前');
  });

  it('says 昨天 for the previous calendar day at 24 hours or more', () => {
    expect(relativeTime(ago(24 * HOUR), NOW)).toBe('昨天');
    expect(relativeTime('2024-05-14 00:00:00', NOW)).toBe('昨天');
    const lateEvening = new Date(2024, 4, 15, 23, 30, 0);
    expect(relativeTime('2024-05-14 22:00:00', lateEvening)).toBe('昨天');
  });

  it('counts calendar days from the day before yesterday up to 29 days', () => {
    expect(relativeTime('2024-05-13 23:59:59', NOW)).toBe('2天前');
    expect(relativeTime('2024-05-13 00:00:00', NOW)).toBe('2天前');
    expect(relativeTime('2024-05-08 12:00:00', NOW)).toBe('7天前');
    expect(relativeTime('2024-04-16 00:00:00', NOW)).toBe('29天前');
    expect(relativeTime('2024-04-16 23:59:59', NOW)).toBe('29天前');
  });

  it('shows the full date from 30 days on', () => {
    expect(relativeTime('2024-04-15 23:59:59', NOW)).toBe('2024-04-15');
    expect(relativeTime('2024-04-01 09:30:00', NOW)).toBe('2024-04-01');
    expect(relativeTime('2023-12-31 23:00:00', NOW)).toBe('2023-12-31');
  });

  it('reads server strings as local time', () => {
    expect(relativeTime('2024-05-15 11:59:30', NOW)).toBe('刚刚');
    expect(relativeTime('2024-05-15 11:45:00', NOW)).toBe('15分钟前');
    expect(relativeTime('2024-05-15 09:00:00', NOW)).toBe('3小时前');
  });

  it('accepts epoch milliseconds and Date objects', () => {
    expect(relativeTime(ago(5 * MINUTE).getTime(), NOW)).toBe('5分钟前');
    expect(relativeTime(ago(5 * HOUR), NOW)).toBe('5小时前');
  });

  it('defaults "now" to the current time', () => {
    expect(relativeTime(new Date())).toBe('刚刚');
    expect(relativeTime(Date.now() - 3 * HOUR)).toBe('3小时前');
  });

  it('returns an unreadable string as given', () => {
    expect(relativeTime('not a date', NOW)).toBe('not a date');
    expect(relativeTime(Number.NaN, NOW)).toBe('');
  });
});
