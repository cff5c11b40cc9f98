import { describe, expect, it } from 'vitest';
import {
  ageText,
  companyFacts,
  educationLabel,
  experienceText,
  fairPhase,
  fairPlace,
  fairTimeText,
  localNowText,
  minuteText,
  splitTags,
} from './portal-format';

describe('portal-format', () => {
  it('words the experience requirement', () => {
    expect(experienceText(0)).toBe('经验不限');
    expect(experienceText(3)).toBe('3年以上经验');
  });

  it('splits tags on either comma and 、, dropping blanks and repeats', () => {
    expect(splitTags('五险一金, 包吃住，年终奖、五险一金,,')).toEqual([
      '五险一金',
      '包吃住',
      '年终奖',
    ]);
    expect(splitTags(null)).toEqual([]);
    expect(splitTags('')).toEqual([]);
  });

  it('cuts times to the minute', () => {
    expect(minuteText('2026-05-20 09:00:00')).toBe('2026-05-20 09:00');
    expect(minuteText('2026-05-20')).toBe('2026-05-20');
  });

  it('leaves the end date out of a one-day fair', () => {
    expect(fairTimeText('2026-05-20 09:00:00', '2026-05-20 17:30:00')).toBe(
      '2026-05-20 09:00 至 17:30',
    );
    expect(fairTimeText('2026-05-20 09:00:00', '2026-05-22 17:00:00')).toBe(
      '2026-05-20 09:00 至 2026-05-22 17:00',
    );
  });

  it('tells whether a fair is ahead, on or over', () => {
    const start = '2026-05-20 09:00:00';
    const end = '2026-05-20 17:00:00';
    expect(fairPhase(start, end, '2026-05-19 23:59:59')).toBe('未开始');
    expect(fairPhase(start, end, '2026-05-20 09:00:00')).toBe('进行中');
    expect(fairPhase(start, end, '2026-05-20 17:00:01')).toBe('已结束');
  });

  it('writes the local time in the server format', () => {
    expect(localNowText(new Date(2026, 0, 5, 8, 3, 9))).toBe('2026-01-05 08:03:09');
  });

  it('words the age range', () => {
    expect(ageText(18, 35)).toBe('18-35岁');
    expect(ageText(18, null)).toBe('18岁以上');
    expect(ageText(null, 45)).toBe('45岁以下');
    expect(ageText(null, null)).toBeNull();
  });

  it('joins the company facts it has', () => {
    expect(
      companyFacts({
        industryName: '交通运输',
        scaleText: '100-499人',
        ownershipText: '',
        regionName: '石家庄市',
      }),
    ).toBe('交通运输 · 100-499人 · 石家庄市');
  });

  it('names the venue, else the region, else 线上 for an online fair', () => {
    expect(fairPlace({ venue: '会展中心', regionName: '石家庄市', fairType: '2' })).toBe(
      '会展中心',
    );
    expect(fairPlace({ venue: null, regionName: '石家庄市', fairType: '2' })).toBe('石家庄市');
    expect(fairPlace({ venue: '', regionName: '', fairType: '1' })).toBe('线上');
    expect(fairPlace({ venue: null, regionName: '', fairType: '2' })).toBe('');
  });

  it('words an open education requirement as 学历不限', () => {
    expect(educationLabel('不限')).toBe('学历不限');
    expect(educationLabel('')).toBe('学历不限');
    expect(educationLabel('本科')).toBe('本科');
  });
});
