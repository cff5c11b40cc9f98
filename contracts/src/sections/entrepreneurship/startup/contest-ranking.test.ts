import { describe, expect, it } from 'vitest';
import {
  judgeLabel,
  type RankingInput,
  type RankingScore,
  rankEntries,
  weightedTotal,
} from './contest-ranking.js';

/** One criterion worth 100: a judge's total is their score. */
const ONE = [{ id: 'c', weight: 100, maxScore: 100 }];

/** Scores of one criterion: judge → the score of each entry, in order (null: not scored). */
function scoresOf(byJudge: Record<string, Array<number | null>>): RankingScore[] {
  return Object.entries(byJudge).flatMap(([judgeId, values]) =>
    values.flatMap((score, i) =>
      score === null ? [] : [{ judgeId, entryId: `e${i + 1}`, criterionId: 'c', score }],
    ),
  );
}

function input(
  byJudge: Record<string, Array<number | null>>,
  extra: Partial<RankingInput> = {},
): RankingInput {
  const count = Math.max(...Object.values(byJudge).map((v) => v.length));
  return {
    criteria: ONE,
    judges: Object.keys(byJudge),
    entries: Array.from({ length: count }, (_, i) => `e${i + 1}`),
    scores: scoresOf(byJudge),
    recused: () => false,
    threshold: 15,
    minEntries: 5,
    ...extra,
  };
}

const line = (r: ReturnType<typeof rankEntries>, entryId: string, judgeId: string) =>
  r.entries.find((e) => e.entryId === entryId)!.sheet.find((l) => l.judgeId === judgeId)!;

describe('weighted totals', () => {
  it('adds score / max × weight over the criteria, and needs every criterion', () => {
    const criteria = [
      { id: 'a', weight: 40, maxScore: 20 },
      { id: 'b', weight: 60, maxScore: 100 },
    ];
    expect(weightedTotal(criteria, (id) => ({ a: 15, b: 80 })[id])).toBe(30 + 48);
    expect(weightedTotal(criteria, (id) => ({ a: 15 })[id as 'a'])).toBeNull();
  });
});

describe('judge normalisation', () => {
  it('gives a lenient and a strict judge who rank alike equal normalised totals', () => {
    // The same order; the lenient judge scores 12–28 points higher and spreads wider.
    const r = rankEntries(input({ lenient: [90, 85, 80, 75, 70], strict: [62, 60, 58, 56, 54] }));
    for (const e of ['e1', 'e2', 'e3', 'e4', 'e5']) {
      expect(line(r, e, 'lenient').normalised).toBeCloseTo(line(r, e, 'strict').normalised!, 6);
      expect(line(r, e, 'lenient').raw).not.toBe(line(r, e, 'strict').raw);
    }
    // Mapped onto the pooled scale: the middle entry sits at the mean of all ten totals.
    expect(r.pooledMean).toBe(69);
    expect(line(r, 'e3', 'strict').normalised).toBe(69);
    expect(r.entries.map((e) => [e.entryId, e.rank])).toEqual([
      ['e1', 1],
      ['e2', 2],
      ['e3', 3],
      ['e4', 4],
      ['e5', 5],
    ]);
    expect(r.entries.every((e) => e.spread === 0 && !e.disagreement)).toBe(true);
    expect(r.judges.map((j) => j.mode)).toEqual(['scaled', 'scaled']);
  });

  it('lets the strict judge’s order count as much as the lenient judge’s', () => {
    // Raw means would put e1 first (the lenient judge's wide spread decides); after
    // normalisation both judges' opposite preferences weigh the same, so e1 and e2 tie.
    const r = rankEntries(input({ lenient: [95, 55, 75, 75, 75], strict: [58, 62, 60, 60, 60] }));
    const e1 = r.entries.find((e) => e.entryId === 'e1')!;
    const e2 = r.entries.find((e) => e.entryId === 'e2')!;
    expect((95 + 58) / 2).toBeGreaterThan((55 + 62) / 2);
    expect(e1.finalScore).toBe(e2.finalScore);
    expect(e1.finalScore).toBe(r.pooledMean);
  });

  it('only shifts a judge with fewer entries than the minimum, by a shrunken offset', () => {
    const r = rankEntries(
      input({
        a: [80, 70, 60, 50, 40, 30],
        b: [85, 75, 65, 55, 45, 35],
        few: [95, 90, null, null, null, null],
      }),
    );
    const few = r.judges.find((j) => j.judgeId === 'few')!;
    expect(few).toMatchObject({ count: 2, mean: 92.5, mode: 'shifted' });
    const all = [80, 70, 60, 50, 40, 30, 85, 75, 65, 55, 45, 35, 95, 90];
    const pooled = all.reduce((a, b) => a + b) / all.length;
    const offset = ((92.5 - pooled) * 2) / (2 + 5);
    expect(line(r, 'e1', 'few').normalised).toBeCloseTo(95 - offset, 2);
    expect(line(r, 'e2', 'few').normalised).toBeCloseTo(90 - offset, 2);
    // Not rescaled: the two totals keep their 5 points between them.
    expect(line(r, 'e1', 'few').normalised! - line(r, 'e2', 'few').normalised!).toBeCloseTo(5, 2);
    expect(r.judges.filter((j) => j.mode === 'scaled').map((j) => j.judgeId)).toEqual(['a', 'b']);
  });

  it('only shifts a judge who gave every entry (nearly) the same total', () => {
    const r = rankEntries(input({ a: [90, 80, 70, 60, 50], flat: [80, 80, 80, 80.5, 80] }));
    const flat = r.judges.find((j) => j.judgeId === 'flat')!;
    expect(flat.mode).toBe('shifted');
    const values = ['e1', 'e2', 'e3', 'e5'].map((e) => line(r, e, 'flat').normalised);
    expect(new Set(values).size).toBe(1);
    expect(line(r, 'e4', 'flat').normalised! - line(r, 'e1', 'flat').normalised!).toBeCloseTo(
      0.5,
      2,
    );
  });
});

describe('disagreement and recusal', () => {
  it('flags an entry whose judges’ normalised totals spread beyond the threshold', () => {
    // Same mean and spread for both judges: normalised totals equal the raw ones.
    const r = rankEntries(input({ j1: [90, 80, 70, 60, 50], j2: [50, 80, 70, 60, 90] }));
    const flagged = r.entries.filter((e) => e.disagreement).map((e) => e.entryId);
    expect(flagged.sort()).toEqual(['e1', 'e5']);
    expect(r.entries.find((e) => e.entryId === 'e1')!.spread).toBe(40);
  });

  it('does not flag a spread equal to the threshold', () => {
    const r = rankEntries(
      input({ j1: [90, 80, 70, 60, 50], j2: [90, 80, 70, 60, 50] }, { threshold: 0 }),
    );
    expect(r.entries.some((e) => e.disagreement)).toBe(false);
  });

  it('leaves a recused judge’s scores out even when they exist', () => {
    const byJudge = { a: [90, 80, 70, 60, 50], b: [85, 75, 65, 55, 45], c: [10, 75, 65, 55, 45] };
    const r = rankEntries(input(byJudge, { recused: (j, e) => j === 'c' && e === 'e1' }));
    const e1 = r.entries.find((e) => e.entryId === 'e1')!;
    expect(e1.judgeCount).toBe(2);
    expect(line(r, 'e1', 'c')).toEqual({
      judgeId: 'c',
      recused: true,
      scores: [null],
      raw: null,
      normalised: null,
    });
    expect(e1.rank).toBe(1);
    const fair = rankEntries(input(byJudge));
    expect(fair.entries.find((e) => e.entryId === 'e1')!.judgeCount).toBe(3);
  });

  it('reports partly scored pairs and ranks unscored entries last without a rank', () => {
    const r = rankEntries({
      ...input({ a: [90, 80, 70, 60, 50, null] }),
      criteria: [
        { id: 'c', weight: 50, maxScore: 100 },
        { id: 'd', weight: 50, maxScore: 100 },
      ],
      scores: [
        ...scoresOf({ a: [90, 80, 70, 60, 50] }),
        ...scoresOf({ a: [90, 80, 70, 60] }).map((s) => ({ ...s, criterionId: 'd' })),
      ],
    });
    expect(r.incomplete).toEqual([{ judgeId: 'a', entryId: 'e5', scored: 1 }]);
    expect(r.entries.slice(-2).map((e) => [e.entryId, e.rank, e.finalScore])).toEqual([
      ['e5', null, null],
      ['e6', null, null],
    ]);
  });

  it('gives equal final scores the same rank', () => {
    const r = rankEntries(input({ a: [90, 90, 70, 60, 50], b: [90, 90, 70, 60, 50] }));
    expect(r.entries.map((e) => e.rank)).toEqual([1, 1, 3, 4, 5]);
  });
});

describe('judge codes', () => {
  it('names the panel 评委A, 评委B … in order', () => {
    expect([0, 1, 25, 26].map(judgeLabel)).toEqual(['评委A', '评委B', '评委Z', '评委A2']);
  });
});
