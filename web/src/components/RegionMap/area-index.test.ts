import { describe, expect, it } from 'vitest';
import { buildAreaIndex } from './area-index';
import { pointInRings, type Ring } from './geometry';
import { square } from './test-fixtures';

/** A jagged star: many edges crossing many cells. */
function star(cx: number, cy: number, spikes: number, outer: number, inner: number): Ring {
  const ring: Ring = [];
  for (let i = 0; i < spikes * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI * i) / spikes;
    ring.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  ring.push(ring[0]!);
  return ring;
}

describe('buildAreaIndex', () => {
  const areas: Ring[][] = [
    [square(0, 0, 2)],
    [square(2, 0, 2), square(2.5, 0.5, 1)],
    [star(6, 1, 9, 1.5, 0.6)],
  ];
  const index = buildAreaIndex(areas);

  it('agrees with a plain point-in-polygon test everywhere', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    let inside = 0;
    for (let i = 0; i < 20_000; i++) {
      const x = -1 + next() * 9;
      const y = -1 + next() * 4;
      const expected = areas.findIndex((rings) => pointInRings(x, y, rings));
      expect(index.locate(x, y)).toBe(expected);
      if (expected >= 0) inside++;
    }
    expect(inside).toBeGreaterThan(5000);
  });

  it('answers -1 outside every area, including in a hole', () => {
    expect(index.locate(3, 1)).toBe(-1);
    expect(index.locate(-5, -5)).toBe(-1);
    expect(index.locate(100, 1)).toBe(-1);
  });

  it('finds the area around one drawn over it', () => {
    const nested = buildAreaIndex([[square(0, 0, 4)], [square(1, 1, 1)]]);
    expect(nested.locate(1.5, 1.5)).toBe(1);
    // Just outside the inner square, in a cell its edge crosses.
    expect(nested.locate(2.005, 1.5)).toBe(0);
    expect(nested.locate(3.5, 3.5)).toBe(0);
    // Drawn the other way round, the big square is on top everywhere.
    const over = buildAreaIndex([[square(1, 1, 1)], [square(0, 0, 4)]]);
    expect(over.locate(1.5, 1.5)).toBe(1);
    expect(over.locate(1.0001, 1.5)).toBe(1);
  });

  it('handles no areas at all', () => {
    expect(buildAreaIndex([]).locate(1, 1)).toBe(-1);
  });
});
