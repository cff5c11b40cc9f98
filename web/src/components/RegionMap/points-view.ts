import {
  type AreaCounts,
  countByArea,
  type PointLayer,
  pointLayers,
  splitKinds,
} from './aggregate';
import { buildAreaIndex } from './area-index';
import type { CountyAtlas } from './counties';
import { interiorPoint } from './geometry';
import type { AggregateBy, LngLat, MapPoint, MapPolygon } from './types';

export const DEFAULT_AGGREGATE_THRESHOLD = 5000;

export interface CountedArea {
  /** The county's code or the polygon's id. */
  key: string;
  name: string;
  center: LngLat;
}

export type PointsView =
  | { mode: 'raw'; total: number; layers: PointLayer[] }
  | {
      mode: 'aggregated';
      by: AggregateBy;
      total: number;
      areas: CountedArea[];
      counts: AreaCounts;
    };

function gridAreas(polygons: readonly MapPolygon[]): CountedArea[] {
  return polygons.map((p) => ({ key: p.id, name: p.name, center: interiorPoint(p.coordinates) }));
}

/**
 * Up to `threshold` points are drawn one by one; past it they are counted per county, or per
 * grid when asked and grids are given.
 */
export function pointsView(
  points: readonly MapPoint[],
  atlas: CountyAtlas,
  options: { threshold?: number; by?: AggregateBy; polygons?: readonly MapPolygon[] },
): PointsView {
  const split = splitKinds(points);
  const threshold = options.threshold ?? DEFAULT_AGGREGATE_THRESHOLD;
  if (points.length <= threshold)
    return { mode: 'raw', total: points.length, layers: pointLayers(points, split) };
  const polygons = options.polygons ?? [];
  if (options.by === 'grid' && polygons.length > 0) {
    const index = buildAreaIndex(polygons.map((p) => p.coordinates));
    return {
      mode: 'aggregated',
      by: 'grid',
      total: points.length,
      areas: gridAreas(polygons),
      counts: countByArea(points, split, polygons.length, index.locate),
    };
  }
  return {
    mode: 'aggregated',
    by: 'county',
    total: points.length,
    areas: atlas.counties.map((c) => ({
      key: c.code,
      name: `${c.cityName}${c.name}`,
      center: c.center,
    })),
    counts: countByArea(points, split, atlas.counties.length, atlas.index.locate),
  };
}
