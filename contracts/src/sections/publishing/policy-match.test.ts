import { describe, expect, it } from 'vitest';
import { describeAudience, matchPolicy, type PolicyPerson, serviceYears } from './policy-match.js';

const names = {
  employmentStatus: (v: string) => ({ '1': '已就业', '2': '未就业', '4': '自主创业' })[v] ?? v,
  disabilityGrade: (v: string) => `${v}级`,
  dischargeType: (v: string) => ({ '1': '自主就业', '2': '安排工作' })[v] ?? v,
  region: (c: string) => ({ '130000': '河北省', '130100': '石家庄市' })[c] ?? c,
};

const person = (extra: Partial<PolicyPerson> = {}): PolicyPerson => ({
  employmentStatus: '2',
  enlistDate: '2010-09-01',
  dischargeDate: '2018-08-31',
  residenceRegion: '130102',
  householdRegion: '130602',
  disabilityGrade: '0',
  dischargeType: '1',
  ...extra,
});

const TODAY = '2026-11-24';

describe('policy matching', () => {
  it('counts whole years of service', () => {
    expect(serviceYears('2010-09-01', '2018-08-31')).toBe(7);
    expect(serviceYears('2010-09-01', '2018-09-01')).toBe(8);
    expect(serviceYears(null, '2018-09-01')).toBeNull();
  });

  it('applies a policy with no conditions to everyone', () => {
    expect(matchPolicy({}, person(), TODAY, names)).toEqual({
      applies: true,
      reasons: [{ met: true, text: '政策面向全体退役军人' }],
    });
  });

  it('needs every condition, and says which one failed', () => {
    const audience = { targetEmploymentStatus: '2', minServiceYears: 8, targetRegion: '130100' };
    const result = matchPolicy(audience, person(), TODAY, names);
    expect(result.applies).toBe(false);
    expect(result.reasons).toEqual([
      { met: true, text: '就业状态为未就业，符合（政策要求未就业）' },
      { met: false, text: '服役7年，不符合（政策要求不少于8年）' },
      { met: true, text: '常住地或户籍地在石家庄市，符合' },
    ]);
    expect(matchPolicy(audience, person({ enlistDate: '2009-01-01' }), TODAY, names).applies).toBe(
      true,
    );
  });

  it('matches a region by residence or household, at any level', () => {
    const elsewhere = person({ residenceRegion: '110105', householdRegion: '110105' });
    expect(matchPolicy({ targetRegion: '130000' }, elsewhere, TODAY, names).applies).toBe(false);
    const household = person({ residenceRegion: '110105', householdRegion: '130104' });
    expect(matchPolicy({ targetRegion: '130100' }, household, TODAY, names).applies).toBe(true);
  });

  it('refuses an expired policy, a missing record and a non-founder for a start-up policy', () => {
    expect(matchPolicy({ expireDate: '2026-11-23' }, person(), TODAY, names).reasons[0]).toEqual({
      met: false,
      text: '政策已于2026-11-23失效',
    });
    const noDates = matchPolicy(
      { maxServiceYears: 5 },
      person({ dischargeDate: null }),
      TODAY,
      names,
    );
    expect(noDates.reasons[0]?.text).toBe('政策要求服役年限不超过5年，档案未记录入伍或退役时间');
    expect(matchPolicy({ forStartUp: 'Y' }, person(), TODAY, names).applies).toBe(false);
    expect(
      matchPolicy({ forStartUp: 'Y' }, person({ employmentStatus: '4' }), TODAY, names).applies,
    ).toBe(true);
    expect(
      matchPolicy({ targetDisabilityGrades: '5,6' }, person({ disabilityGrade: '6' }), TODAY, names)
        .applies,
    ).toBe(true);
  });

  it('describes the audience for visitors', () => {
    expect(
      describeAudience(
        { targetDischargeTypes: '1,2', minServiceYears: 2, maxServiceYears: 12, forStartUp: 'Y' },
        names,
      ),
    ).toEqual([
      '自主创业或自主经营的退役军人',
      '服役年限：2至12年',
      '退役方式：自主就业、安排工作',
    ]);
    expect(describeAudience({}, names)).toEqual(['全体退役军人']);
  });
});
