/**
 * Fair ranking of contest entries. Each judge's total for an entry is Σ score / max × weight (a
 * 100-point scale when the weights add up to 100). Judges use their scales differently, so each
 * judge's totals are put on a common scale before they are averaged: z-scores over the judge's
 * own entries, mapped back onto the mean and spread of all judges' totals together. A lenient
 * and a strict judge who order the entries alike then count alike. A judge who scored too few
 * entries, or scored them all (nearly) the same, says too little about their scale to be
 * rescaled: they are only shifted towards the common mean, by their own offset shrunk by
 * n / (n + k), k the edition's minimum number of entries.
 */

export interface RankingCriterion {
  id: string;
  weight: number;
  maxScore: number;
}

export interface RankingScore {
  judgeId: string;
  entryId: string;
  criterionId: string;
  score: number;
}

export interface RankingInput {
  /** In display order; every total needs a score for each. */
  criteria: readonly RankingCriterion[];
  /** The panel, in the order of the judges' codes. */
  judges: readonly string[];
  entries: readonly string[];
  scores: readonly RankingScore[];
  /** Whether the judge is recused from the entry: their scores of it, if any, are left out. */
  recused(judgeId: string, entryId: string): boolean;
  /** Normalised totals of one entry further apart than this flag 评委分歧. */
  threshold: number;
  /** Judges with fewer entries than this are shifted, not rescaled. */
  minEntries: number;
}

/** How a judge's totals were evened out: rescaled, only shifted, or not at all (no totals). */
export type ScaleMode = 'scaled' | 'shifted' | 'none';

export interface JudgeScale {
  judgeId: string;
  /** Entries the judge scored in full. */
  count: number;
  mean: number | null;
  sd: number | null;
  mode: ScaleMode;
}

/** One judge's line of an entry's score sheet. */
export interface SheetLine {
  judgeId: string;
  recused: boolean;
  /** Per criterion, in the criteria's order; null where there is none (or the judge is recused). */
  scores: Array<number | null>;
  /** The weighted total; null unless every criterion is scored. */
  raw: number | null;
  normalised: number | null;
}

export interface RankedEntry {
  entryId: string;
  /** 1 for the best; equal final scores share a rank. Null for an entry nobody scored. */
  rank: number | null;
  finalScore: number | null;
  /** Judges whose totals count. */
  judgeCount: number;
  /** Highest minus lowest normalised total; null with fewer than two judges. */
  spread: number | null;
  disagreement: boolean;
  sheet: SheetLine[];
}

export interface RankingResult {
  pooledMean: number | null;
  pooledSd: number | null;
  judges: JudgeScale[];
  /** Best first; unscored entries last, in their given order. */
  entries: RankedEntry[];
  /** Judge–entry pairs scored on some criteria but not all (left out of the ranking). */
  incomplete: Array<{ judgeId: string; entryId: string; scored: number }>;
}

/** A standard deviation below this (points on the 100 scale) is too flat to rescale. */
export const NEAR_ZERO_SD = 1;

/** Two decimals, as scores are shown and stored. */
export const round2 = (x: number) => Math.round((x + Number.EPSILON) * 100) / 100;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The population standard deviation. */
function sd(xs: readonly number[]): number {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
}

/** A judge's code: A … Z, then A2 … Z2 and so on. */
export function judgeCode(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  const round = Math.floor(index / 26);
  return round ? `${letter}${round + 1}` : letter;
}

/** 评委A, 评委B … for the judge at `index` of the panel. */
export const judgeLabel = (index: number) => `评委${judgeCode(index)}`;

/** The weighted total of complete scores: Σ score / max × weight. */
export function weightedTotal(
  criteria: readonly RankingCriterion[],
  scoreOf: (criterionId: string) => number | undefined,
): number | null {
  let total = 0;
  for (const c of criteria) {
    const s = scoreOf(c.id);
    if (s === undefined) return null;
    total += (s / c.maxScore) * c.weight;
  }
  return total;
}

/** Ranks the entries from the judges' scores; a pure function of its input. */
export function rankEntries(input: RankingInput): RankingResult {
  const { criteria, judges, entries } = input;
  const given = new Map<string, Map<string, number>>();
  const pair = (j: string, e: string) => `${j}\u0000${e}`;
  for (const s of input.scores) {
    const key = pair(s.judgeId, s.entryId);
    const m = given.get(key) ?? new Map<string, number>();
    m.set(s.criterionId, s.score);
    given.set(key, m);
  }
  const criterionIds = new Set(criteria.map((c) => c.id));
  const raw = new Map<string, number>();
  const incomplete: RankingResult['incomplete'] = [];
  for (const j of judges)
    for (const e of entries) {
      if (input.recused(j, e)) continue;
      const got = given.get(pair(j, e));
      const scored = got ? [...got.keys()].filter((id) => criterionIds.has(id)).length : 0;
      if (!scored) continue;
      const total = weightedTotal(criteria, (id) => got?.get(id));
      if (total === null) incomplete.push({ judgeId: j, entryId: e, scored });
      else raw.set(pair(j, e), total);
    }

  const all = [...raw.values()];
  const pooledMean = all.length ? mean(all) : null;
  const pooledSd = all.length ? sd(all) : null;
  const normalised = new Map<string, number>();
  const scales: JudgeScale[] = judges.map((j) => {
    const mine = entries.flatMap((e) => {
      const r = raw.get(pair(j, e));
      return r === undefined ? [] : [[e, r] as const];
    });
    if (!mine.length || pooledMean === null || pooledSd === null)
      return { judgeId: j, count: 0, mean: null, sd: null, mode: 'none' };
    const values = mine.map(([, r]) => r);
    const m = mean(values);
    const s = sd(values);
    const n = values.length;
    const scaled = n >= input.minEntries && s >= NEAR_ZERO_SD;
    const offset = ((m - pooledMean) * n) / (n + input.minEntries);
    for (const [e, r] of mine)
      normalised.set(pair(j, e), scaled ? pooledMean + (pooledSd * (r - m)) / s : r - offset);
    return { judgeId: j, count: n, mean: m, sd: s, mode: scaled ? 'scaled' : 'shifted' };
  });

  const ranked: RankedEntry[] = entries.map((e) => {
    const counted = judges.flatMap((j) => {
      const v = normalised.get(pair(j, e));
      return v === undefined ? [] : [v];
    });
    const sheet = judges.map((j): SheetLine => {
      const recused = input.recused(j, e);
      const got = recused ? undefined : given.get(pair(j, e));
      const r = raw.get(pair(j, e));
      const v = normalised.get(pair(j, e));
      return {
        judgeId: j,
        recused,
        scores: criteria.map((c) => got?.get(c.id) ?? null),
        raw: r === undefined ? null : round2(r),
        normalised: v === undefined ? null : round2(v),
      };
    });
    const spread = counted.length >= 2 ? Math.max(...counted) - Math.min(...counted) : null;
    return {
      entryId: e,
      rank: null,
      finalScore: counted.length ? round2(mean(counted)) : null,
      judgeCount: counted.length,
      spread: spread === null ? null : round2(spread),
      disagreement: spread !== null && spread > input.threshold,
      sheet,
    };
  });

  const scored = ranked
    .filter((r) => r.finalScore !== null)
    .sort((a, b) => (b.finalScore ?? 0) - (a.finalScore ?? 0));
  scored.forEach((r, i) => {
    const before = scored[i - 1];
    r.rank = before && before.finalScore === r.finalScore ? before.rank : i + 1;
  });
  return {
    pooledMean: pooledMean === null ? null : round2(pooledMean),
    pooledSd: pooledSd === null ? null : round2(pooledSd),
    judges: scales.map((s) => ({
      ...s,
      mean: s.mean === null ? null : round2(s.mean),
      sd: s.sd === null ? null : round2(s.sd),
    })),
    entries: [...scored, ...ranked.filter((r) => r.finalScore === null)],
    incomplete,
  };
}
