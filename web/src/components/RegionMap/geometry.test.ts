import { describe, expect, it } from 'vitest';
import { bboxOf, interiorPoint, padBBox, pointInRings, ringCentroid } from './geometry';
import { square } from './test-fixtures';
import type { LngLat } from './types';

/** A "C" open to the east: its centroid falls in the opening, outside the shape. */
const C_SHAPE: LngLat[] = [
  [0, 0],
  [3, 0],
  [3, 1],
  [1, 1],
  [1, 2],
  [3, 2],
  [3, 3],
  [0, 3],
  [0, 0],
];

describe('pointInRings', () => {
  it('tells inside from outside and respects holes', () => {
    const rings = [square(0, 0, 4), square(1, 1, 2)];
    expect(pointInRings(0.5, 0.5, rings)).toBe(true);
    expect(pointInRings(2, 2, rings)).toBe(false);
    expect(pointInRings(5, 2, rings)).toBe(false);
  });
  it('counts separate parts of one area', () => {
    const rings = [square(0, 0, 1), square(5, 5, 1)];
    expect(pointInRings(5.5, 5.5, rings)).toBe(true);
    expect(pointInRings(3, 3, rings)).toBe(false);
  });
});

describe('centroids and interior points', () => {
  it('finds the centroid of a square', () => {
    expect(ringCentroid(square(2, 4, 2))).toEqual([3, 5]);
  });
  it('keeps an interior point inside a concave shape', () => {
    const centroid = ringCentroid(C_SHAPE);
    expect(pointInRings(centroid[0], centroid[1], [C_SHAPE])).toBe(false);
    const [x, y] = interiorPoint([C_SHAPE]);
    expect(pointInRings(x, y, [C_SHAPE])).toBe(true);
  });
  it('uses the largest part of a multi-part area', () => {
    const [x, y] = interiorPoint([square(0, 0, 1), square(10, 10, 4)]);
    expect([x, y]).toEqual([12, 12]);
  });
});

describe('boxes', () => {
  it('bounds rings and pads them', () => {
    expect(bboxOf([square(1, 2, 3)])).toEqual([1, 2, 4, 5]);
    expect(padBBox([0, 0, 10, 20], 0.1)).toEqual([-1, -2, 11, 22]);
  });
});
