import { describe, expect, it } from 'vitest';
import { buildAtlas } from './counties';
import { pointsView } from './points-view';
import { square, tinyCollection } from './test-fixtures';
import type { MapPoint } from './types';

const atlas = buildAtlas(tinyCollection());

function pointsAt(lng: number, lat: number, kind: string, n: number): MapPoint[] {
  return Array.from({ length: n }, (_, i) => ({ lng: lng + i * 1e-4, lat, kind }));
}

describe('pointsView', () => {
  const points = [
    ...pointsAt(114.5, 38.5, '已就业', 6),
    ...pointsAt(116.5, 38.5, '未就业', 3),
    ...pointsAt(120, 38.5, '已就业', 2),
  ];

  it('draws points one by one up to the threshold', () => {
    const view = pointsView(points, atlas, { threshold: 11 });
    expect(view.mode).toBe('raw');
    if (view.mode !== 'raw') return;
    expect(view.layers.map((l) => [l.kind, l.count])).toEqual([
      ['已就业', 8],
      ['未就业', 3],
    ]);
  });

  it('counts points per county past the threshold', () => {
    const view = pointsView(points, atlas, { threshold: 10 });
    expect(view.mode).toBe('aggregated');
    if (view.mode !== 'aggregated') return;
    expect(view.by).toBe('county');
    expect(view.areas.map((a) => a.key)).toEqual(['130101', '130102', '130201', '130202']);
    expect(view.areas[0]!.name).toBe('一市甲区');
    expect(view.counts.counts.map((c) => [...c])).toEqual([
      [6, 0, 0, 0],
      [0, 0, 3, 0],
    ]);
    expect(view.counts.outside).toBe(2);
  });

  it('counts per grid when asked and grids are given', () => {
    const polygons = [{ id: 'g1', name: '一网格', coordinates: [square(114.4, 38.4, 0.2)] }];
    const view = pointsView(points, atlas, { threshold: 10, by: 'grid', polygons });
    expect(view.mode === 'aggregated' && view.by).toBe('grid');
    if (view.mode !== 'aggregated') return;
    expect(view.areas[0]).toMatchObject({ key: 'g1', name: '一网格' });
    expect([...view.counts.counts[0]!]).toEqual([6]);
    expect(view.counts.outside).toBe(5);
  });
});
