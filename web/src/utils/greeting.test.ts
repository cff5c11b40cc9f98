import { describe, expect, it } from 'vitest';
import { timeFix, WELCOME_PHRASES, welcome } from './greeting';

const at = (hour: number, minute = 0, second = 0) => new Date(2024, 4, 15, hour, minute, second);

describe('timeFix', () => {
  it.each([
    [0, 0, '早上好'],
    [8, 59, '早上好'],
    [9, 0, '上午好'],
    [11, 59, '上午好'],
    [12, 0, '中午好'],
    [13, 59, '中午好'],
    [14, 0, '下午好'],
    [19, 59, '下午好'],
    [20, 0, '晚上好'],
    [23, 59, '晚上好'],
  ])('%i:%i → %s', (hour, minute, expected) => {
    expect(timeFix(at(hour, minute))).toBe(expected);
  });

  it('gives every hour of the day one of the five greetings in order', () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => timeFix(at(hour, 30)));
    expect(byHour).toEqual([
      ...Array(9).fill('早上好'), // 0–8
      ...Array(3).fill('上午好'), // 9–11
      ...Array(2).fill('中午好'), // 12–13
      ...Array(6).fill('下午好'), // 14–19
      ...Array(4).fill('晚上好'), // 20–23
    ]);
  });

  it('defaults to the current time', () => {
    expect(timeFix()).toBe(timeFix(new Date()));
  });
});

describe('welcome', () => {
  it('picks a phrase by the random source', () => {
    expect(welcome(() => 0)).toBe('休息一会儿吧');
    expect(welcome(() => 0.3)).toBe('准备吃什么呢?');
    expect(welcome(() => 0.6)).toBe('要不要打一把 DOTA');
    expect(welcome(() => 0.99)).toBe('我猜你可能累了');
  });

  it('stays within the list for out-of-range random values', () => {
    expect(welcome(() => 1)).toBe('我猜你可能累了');
    expect(welcome(() => -0.5)).toBe('休息一会儿吧');
  });

  it('returns one of the phrases with the default random source', () => {
    for (let i = 0; i < 20; i += 1) {
      expect(WELCOME_PHRASES).toContain(welcome());
    }
  });
});
