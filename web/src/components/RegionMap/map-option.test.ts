import { describe, expect, it } from 'vitest';
import { buildAtlas } from './counties';
import { CITY_LABEL_SERIES_ID, focusBounds, type MapOptionInput, mapOption } from './map-option';
import { pointsView } from './points-view';
import { square, tinyCollection } from './test-fixtures';
import { tooltipHtml } from './tooltip';
import type { MapPolygon } from './types';

const atlas = buildAtlas(tinyCollection());

function input(overrides: Partial<MapOptionInput> = {}): MapOptionInput {
  const polygons: MapPolygon[] = [
    {
      id: 'g1',
      name: '<b>一网格</b>',
      coordinates: [square(114.2, 38.2, 0.2)],
      value: 0.5,
      tooltip: '网格员 <i>张三</i>',
    },
  ];
  const points = [{ lng: 114.5, lat: 38.5, kind: '企业', name: '某公司' }];
  const view = pointsView(points, atlas, {});
  return {
    atlas,
    focus: '130000',
    resetView: true,
    regions: [{ code: '130101', value: 12 }],
    polygons,
    polygonScale: { name: '走访率', min: 0, max: 1, percent: true },
    tooltip: {
      atlas,
      regions: new Map(),
      polygons,
      points,
      view,
      polygonScale: { name: '走访率', percent: true },
    },
    view,
    tiles: false,
    countyLabels: false,
    drawing: false,
    corners: [],
    ...overrides,
  };
}

const ids = (option: ReturnType<typeof mapOption>) =>
  (option.series as Array<{ id: string }>).map((s) => s.id);

describe('mapOption', () => {
  it('fits the view to the focused region', () => {
    const [w, s, e, n] = focusBounds(atlas, '130200');
    expect(w).toBeLessThan(116);
    expect(w).toBeGreaterThan(115.9);
    expect(e).toBeGreaterThan(118);
    expect([s < 38, n > 39]).toEqual([true, true]);
    const geo = mapOption(input({ focus: '130200' })).geo as {
      boundingCoords: number[][];
      zoom?: number;
    };
    expect(geo.boundingCoords[0]![0]).toBeCloseTo(w, 9);
    expect(geo.zoom).toBe(1);
    expect('zoom' in (mapOption(input({ resetView: false })).geo as object)).toBe(false);
  });

  it('draws regions, grids, points, city names and the drawing layer', () => {
    const option = mapOption(input());
    expect(ids(option)).toEqual([
      'regions',
      'polygons',
      'points:企业',
      CITY_LABEL_SERIES_ID,
      'drawing',
    ]);
    const visualMaps = option.visualMap as Array<{
      id: string;
      seriesId: string;
      min: number;
      max: number;
    }>;
    expect(visualMaps.map((v) => [v.id, v.seriesId, v.min, v.max])).toEqual([
      ['region-scale', 'regions', 12, 13],
      ['polygon-scale', 'polygons', 0, 1],
    ]);
    expect((option.legend as { data: string[] }).data).toEqual(['企业']);
    const cityLabels = (option.series as Array<{ id: string; data: unknown[] }>)[3]!;
    expect(cityLabels.data).toHaveLength(2);
  });

  it('hides city names when county names show, and everything clickable while drawing', () => {
    const option = mapOption(input({ countyLabels: true, drawing: true, corners: [[114, 38]] }));
    const series = option.series as Array<{ id: string; data: unknown[]; silent?: boolean }>;
    expect(series.find((s) => s.id === CITY_LABEL_SERIES_ID)!.data).toEqual([]);
    expect(series.find((s) => s.id === 'polygons')!.silent).toBe(true);
    expect(series.find((s) => s.id === 'drawing')!.data).toHaveLength(1);
    expect((option.geo as { silent: boolean }).silent).toBe(true);
    expect((option.tooltip as { show: boolean }).show).toBe(false);
  });
});

describe('tooltipHtml', () => {
  const ctx = input().tooltip;
  it('escapes record text', () => {
    const html = tooltipHtml({ seriesId: 'polygons', dataIndex: 0 }, ctx);
    expect(html).toBe(
      '<b>&lt;b&gt;一网格&lt;/b&gt;</b><br/>走访率：50%<br/>网格员 &lt;i&gt;张三&lt;/i&gt;',
    );
  });
  it('names counties with their city and points with their kind', () => {
    expect(tooltipHtml({ componentType: 'geo', name: '130102' }, ctx)).toBe('<b>一市乙县</b>');
    expect(tooltipHtml({ seriesId: 'points:企业', dataIndex: 0 }, ctx)).toBe(
      '<b>某公司</b><br/>企业',
    );
  });
});
