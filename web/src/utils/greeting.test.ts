import { describe, expect, it } from 'vitest';
import { timeFix } from './greeting';

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

describe('the greeting module', () => {
  it('offers the hour greeting only, none of the old joke texts', async () => {
    const module = await import('./greeting');
    expect(Object.keys(module)).toEqual(['timeFix']);
    const all = Array.from({ length: 24 }, (_, hour) => timeFix(at(hour)));
    for (const joke of ['DOTA', '准备吃什么呢', '休息一会儿吧', '我猜你可能累了'])
      expect(all.join()).not.toContain(joke);
  });
});
