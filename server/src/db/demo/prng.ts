/** A seeded random source: the same seed always yields the same demo data. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A multiple of `step` in [min, max]. */
  step(min: number, max: number, step: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** `n` distinct items (fewer when the pool is smaller), in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  /** A value chosen by weight: `[[value, weight], …]`. */
  weighted<T>(choices: ReadonlyArray<readonly [T, number]>): T;
}

/** mulberry32: 32 bits of state, fast, and good enough for synthetic data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (!items.length) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)]!;
  };
  return {
    next,
    int,
    step: (min, max, step) => min + step * int(0, Math.floor((max - min) / step)),
    pick,
    chance: (p) => next() < p,
    sample<T>(items: readonly T[], n: number): T[] {
      const pool = [...items];
      const count = Math.min(n, pool.length);
      for (let i = 0; i < count; i++) {
        const j = i + Math.floor(next() * (pool.length - i));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return pool.slice(0, count);
    },
    weighted<T>(choices: ReadonlyArray<readonly [T, number]>): T {
      const total = choices.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, w] of choices) {
        r -= w;
        if (r < 0) return value;
      }
      return choices[choices.length - 1]![0];
    },
  };
}
