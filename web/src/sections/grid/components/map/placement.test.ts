import { describe, expect, it } from 'vitest';
import { pointInRings } from '../../../../components/RegionMap/geometry';
import type { LngLat } from '../../../../components/RegionMap/types';
import { placeInPolygon, placeNear, unitHash } from './placement';

const TRIANGLE: LngLat[][] = [
  [
    [114.5, 38.0],
    [114.7, 38.0],
    [114.5, 38.2],
    [114.5, 38.0],
  ],
];

describe('placement', () => {
  it('hashes repeatably into [0, 1)', () => {
    const values = Array.from({ length: 500 }, (_, i) => unitHash('grid-1', i));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(unitHash('grid-1', 3)).toBe(values[3]);
    expect(new Set(values.map((v) => Math.floor(v * 10))).size).toBe(10);
  });

  it('places every key inside the polygon, spread out, the same each time', () => {
    const points = Array.from({ length: 200 }, (_, i) => placeInPolygon(TRIANGLE, `v${i}`));
    for (const [x, y] of points) expect(pointInRings(x, y, TRIANGLE)).toBe(true);
    expect(new Set(points.map((p) => p.join())).size).toBe(200);
    expect(placeInPolygon(TRIANGLE, 'v7')).toEqual(points[7]);
  });

  it('places near a centre within the radius', () => {
    for (let i = 0; i < 100; i++) {
      const [x, y] = placeNear([115, 39], `c${i}`, 0.05);
      expect(Math.hypot(x - 115, y - 39)).toBeLessThanOrEqual(0.05 + 1e-9);
    }
  });
});
