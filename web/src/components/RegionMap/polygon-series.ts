import type { CustomSeriesRenderItemReturn } from 'echarts';
import type { CustomSeriesOption } from 'echarts/charts';
import { bboxOf, interiorPoint } from './geometry';
import { DRAWING_COLOR, POLYGON_FILL, POLYGON_STROKE } from './palette';
import type { LngLat, MapPolygon } from './types';

export const POLYGON_SERIES_ID = 'polygons';
export const DRAWING_SERIES_ID = 'drawing';
/** A grid narrower than this on screen (px) shows no name. */
const NAMED_WIDTH = 48;

type Children = Extract<CustomSeriesRenderItemReturn, { type: 'group' }>['children'];

/** Grids as filled outlines; the colour comes from `polygonScale` (visualMap) or their own. */
export function polygonSeries(
  polygons: readonly MapPolygon[],
  silent: boolean,
): CustomSeriesOption {
  const centers = polygons.map((p) => interiorPoint(p.coordinates));
  return {
    type: 'custom',
    id: POLYGON_SERIES_ID,
    coordinateSystem: 'geo',
    geoIndex: 0,
    silent,
    dimensions: ['lng', 'lat', 'value'],
    data: polygons.map((p, i) => ({
      name: p.name,
      value: [centers[i]![0], centers[i]![1], p.value ?? Number.NaN],
    })),
    renderItem(params, api) {
      const polygon = polygons[params.dataIndex]!;
      const fill =
        polygon.color ?? (polygon.value === undefined ? POLYGON_FILL : api.visual('color'));
      const children: Children = polygon.coordinates.map((ring) => ({
        type: 'polygon',
        shape: { points: ring.map((p) => api.coord(p)) },
        style: { fill, fillOpacity: 0.55, stroke: POLYGON_STROKE, lineWidth: 1.5 },
      }));
      const [west, , east] = bboxOf(polygon.coordinates);
      const width = Math.abs(api.coord([east, 0])[0]! - api.coord([west, 0])[0]!);
      if (width >= NAMED_WIDTH) {
        const [x, y] = api.coord(centers[params.dataIndex]!);
        children.push({
          type: 'text',
          x,
          y,
          style: {
            text: polygon.name,
            fill: '#10239e',
            fontSize: 12,
            align: 'center',
            verticalAlign: 'middle',
            stroke: '#fff',
            lineWidth: 2,
          },
        });
      }
      return { type: 'group', children };
    },
    z: 3,
  };
}

/** The boundary being drawn: its corners and the edges between them, closing back dashed. */
export function drawingSeries(corners: readonly LngLat[]): CustomSeriesOption {
  return {
    type: 'custom',
    id: DRAWING_SERIES_ID,
    coordinateSystem: 'geo',
    geoIndex: 0,
    silent: true,
    data: corners.length ? [corners[0]!] : [],
    renderItem(_params, api) {
      const points = corners.map((c) => api.coord(c));
      const children: Children = [
        {
          type: 'polyline',
          shape: { points },
          style: { stroke: DRAWING_COLOR, lineWidth: 2, fill: 'none' },
        },
      ];
      if (points.length >= 3)
        children.push({
          type: 'polygon',
          shape: { points },
          style: { fill: DRAWING_COLOR, opacity: 0.15, stroke: DRAWING_COLOR, lineDash: [4, 4] },
        });
      for (const [x, y] of points)
        children.push({
          type: 'circle',
          shape: { cx: x, cy: y, r: 4 },
          style: { fill: '#fff', stroke: DRAWING_COLOR, lineWidth: 2 },
        });
      return { type: 'group', children };
    },
    z: 10,
  };
}
