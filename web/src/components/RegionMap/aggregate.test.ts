import { describe, expect, it } from 'vitest';
import { bubbleSize, countByArea, kindOffset, pointLayers, splitKinds } from './aggregate';
import type { MapPoint } from './types';

const points: MapPoint[] = [
  { lng: 1, lat: 1, kind: '已就业' },
  { lng: 2, lat: 2, kind: '未就业', color: '#f00' },
  { lng: 3, lat: 3, kind: '已就业', color: '#0f0' },
  { lng: 9, lat: 9, kind: '未就业' },
];

describe('splitKinds and pointLayers', () => {
  it('keeps kinds in order of appearance with the first colour given', () => {
    const split = splitKinds(points);
    expect(split.kinds).toEqual([
      { kind: '已就业', color: '#0f0', count: 2 },
      { kind: '未就业', color: '#f00', count: 2 },
    ]);
    expect([...split.kindOf]).toEqual([0, 1, 0, 1]);
  });
  it('packs each kind into flat coordinates that remember their source', () => {
    const [employed, unemployed] = pointLayers(points, splitKinds(points));
    expect([...employed!.coords]).toEqual([1, 1, 3, 3]);
    expect([...employed!.source]).toEqual([0, 2]);
    expect([...unemployed!.coords]).toEqual([2, 2, 9, 9]);
    expect([...unemployed!.source]).toEqual([1, 3]);
  });
});

describe('countByArea', () => {
  it('counts per kind and area and reports the points outside', () => {
    // Area 0 holds x < 2.5, area 1 holds 2.5 ≤ x < 5, beyond is outside.
    const locate = (lng: number) => (lng < 2.5 ? 0 : lng < 5 ? 1 : -1);
    const result = countByArea(points, splitKinds(points), 2, locate);
    expect(result.counts.map((c) => [...c])).toEqual([
      [1, 1],
      [1, 0],
    ]);
    expect(result.outside).toBe(1);
  });
});

describe('bubbles', () => {
  it('grows with the count within its bounds', () => {
    expect(bubbleSize(0, 100)).toBe(0);
    expect(bubbleSize(1, 100)).toBeGreaterThan(8);
    expect(bubbleSize(25, 100)).toBeLessThan(bubbleSize(100, 100));
    expect(bubbleSize(100, 100)).toBe(44);
    expect(bubbleSize(1000, 100)).toBe(44);
  });
  it('spreads the kinds of one area around its centre', () => {
    expect(kindOffset(0, 1, 10)).toEqual([0, 0]);
    expect(kindOffset(0, 2, 10)).toEqual([0, -10]);
    expect(kindOffset(1, 2, 10)).toEqual([0, 10]);
    expect(kindOffset(1, 4, 10)).toEqual([10, 0]);
  });
});
