import { describe, expect, it } from 'vitest';
import { canClose, closeRing, distinctCorners } from './drawing';

describe('drawing a boundary', () => {
  it('drops the repeated corner a double-click leaves', () => {
    const corners: [number, number][] = [
      [114, 38],
      [114.1, 38],
      [114.1, 38.1],
      [114.1, 38.1],
      [114.1000001, 38.1],
    ];
    expect(distinctCorners(corners)).toHaveLength(3);
    expect(closeRing(corners)).toEqual([
      [
        [114, 38],
        [114.1, 38],
        [114.1, 38.1],
        [114, 38],
      ],
    ]);
  });
  it('needs three distinct corners', () => {
    expect(
      canClose([
        [1, 1],
        [2, 2],
        [2, 2],
      ]),
    ).toBe(false);
    expect(
      closeRing([
        [1, 1],
        [2, 2],
        [1, 1],
      ]),
    ).toBeNull();
    expect(
      canClose([
        [1, 1],
        [2, 2],
        [1, 2],
      ]),
    ).toBe(true);
  });
});
