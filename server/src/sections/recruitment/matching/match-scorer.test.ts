import { DEFAULT_MATCH_RULE } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import type { PositionFacts, ResumeFacts } from './match-facts.js';
import { scoreMatch } from './match-scorer.js';

const rule = DEFAULT_MATCH_RULE;

const position: PositionFacts = {
  id: 'p1',
  categoryId: 'c-21',
  categoryParentId: 'c-2',
  categoryName: '安保人员',
  regionCode: '130102',
  education: '3',
  salaryMin: 5000,
  salaryMax: 8000,
  experienceYears: 2,
  skillTags: ['驾驶', '安保'],
  veteranPriority: true,
};

const resume = (over: Partial<ResumeFacts>): ResumeFacts => ({
  id: 'r',
  categories: [],
  regions: [],
  homeRegion: '130102',
  education: null,
  salaryMin: null,
  salaryMax: null,
  workYears: 0,
  skills: [],
  ...over,
});

const points = (r: ResumeFacts) => scoreMatch(rule, position, r).breakdown.map((b) => b.score);

describe('scoreMatch', () => {
  it('scores an exact category, a covering city and a partial salary overlap', () => {
    const r1 = resume({
      categories: [{ id: 'c-21', parentId: 'c-2', name: '安保人员' }],
      regions: ['130100'],
      education: '4',
      salaryMin: 6000,
      salaryMax: 9000,
      workYears: 3,
      skills: ['驾驶', '电工'],
    });
    const s = scoreMatch(rule, position, r1);
    expect(s.breakdown.map((b) => [b.criterion, b.score])).toEqual([
      ['category', 30],
      ['region', 20],
      ['education', 15],
      ['salary', 10],
      ['experience', 10],
      ['skill', 2.5],
      ['veteran', 5],
    ]);
    expect(s.total).toBe(92.5);
    expect(s.breakdown[3]!.reason).toBe('岗位薪资覆盖期望区间的67%');
    expect(s.breakdown[5]!.reason).toBe('命中：驾驶');
  });

  it('gives half for a sibling category, 0.3 for the same province, and part of experience', () => {
    const r2 = resume({
      categories: [{ id: 'c-22', parentId: 'c-2', name: '消防人员' }],
      homeRegion: '130203',
      education: '2',
      workYears: 1,
      skills: ['安保员'],
    });
    expect(points(r2)).toEqual([15, 6, 0, 15, 5, 2.5, 5]);
    expect(scoreMatch(rule, position, r2).total).toBe(48.5);
  });

  it('matches an intended parent category and a whole province fully', () => {
    const r3 = resume({
      categories: [{ id: 'c-2', parentId: null, name: '社会生产服务' }],
      regions: ['130000'],
      education: '3',
      salaryMin: 8000,
      salaryMax: 8000,
    });
    expect(points(r3)).toEqual([30, 20, 15, 15, 0, 0, 5]);
    expect(scoreMatch(rule, position, r3).total).toBe(85);
  });

  it('scores nothing for category and region outside the intention, and is deterministic', () => {
    const far = resume({
      categories: [{ id: 'c-31', parentId: 'c-3', name: '厨师' }],
      regions: ['110105'],
      education: '1',
      salaryMin: 9000,
      salaryMax: 12000,
      skills: ['烹饪'],
    });
    expect(points(far)).toEqual([0, 0, 0, 0, 0, 0, 5]);
    expect(scoreMatch(rule, position, far)).toEqual(scoreMatch(rule, position, far));
  });
});
