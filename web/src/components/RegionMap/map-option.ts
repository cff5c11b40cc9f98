import type { CustomSeriesOption, MapSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type {
  GeoComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { CountyAtlas } from './counties';
import { type BBox, bboxOf, EMPTY_BBOX, padBBox, unionBBox } from './geometry';
import { HEBEI_MAP } from './hebei-atlas';
import { formatValue, POLYGON_COLORS, REGION_COLORS, scaleRange } from './palette';
import { pointSeries } from './point-series';
import type { PointsView } from './points-view';
import { drawingSeries, POLYGON_SERIES_ID, polygonSeries } from './polygon-series';
import { isWithin, regionLevel } from './region-codes';
import { REGION_SERIES_ID, type TooltipContext, tooltipHtml } from './tooltip';
import type { LngLat, MapPolygon, RegionValue, ValueScale } from './types';
import { projectLngLat, webMercator } from './web-mercator';

export type MapOption = ComposeOption<
  | MapSeriesOption
  | ScatterSeriesOption
  | CustomSeriesOption
  | GeoComponentOption
  | LegendComponentOption
  | TooltipComponentOption
  | VisualMapComponentOption
>;

export const CITY_LABEL_SERIES_ID = 'city-labels';

/** Zoomed in this far (or focused on a city or county), counties show their names. */
const COUNTY_LABEL_ZOOM = 2.5;

export function showCountyLabels(focus: string, zoom: number): boolean {
  return regionLevel(focus) !== 'province' || zoom >= COUNTY_LABEL_ZOOM;
}

/** City names stand in for the county names while those are hidden. */
export function cityLabelData(atlas: CountyAtlas, countyLabels: boolean) {
  return countyLabels ? [] : atlas.cities.map((c) => ({ name: c.name, value: c.center }));
}

export interface MapOptionInput {
  atlas: CountyAtlas;
  focus: string;
  /** Puts zoom and centre back to fit `focus` (after the focus changed). */
  resetView: boolean;
  regions: readonly RegionValue[];
  regionScale?: ValueScale;
  polygons: readonly MapPolygon[];
  polygonScale?: ValueScale;
  tooltip: TooltipContext;
  view: PointsView;
  tiles: boolean;
  countyLabels: boolean;
  drawing: boolean;
  corners: readonly LngLat[];
}

/** The counties within `focus` (all of them when it names none), slightly widened. */
export function focusBounds(atlas: CountyAtlas, focus: string): BBox {
  let box = EMPTY_BBOX;
  for (const county of atlas.counties)
    if (isWithin(county.code, focus)) box = unionBBox(box, county.bbox);
  if (!(box[0] <= box[2])) box = bboxOf(atlas.counties.flatMap((c) => c.rings));
  return padBBox(box, 0.02);
}

function geoOption(input: MapOptionInput): GeoComponentOption {
  const [west, south, east, north] = focusBounds(input.atlas, input.focus);
  const view: GeoComponentOption = input.resetView
    ? { zoom: 1, center: projectLngLat([(west + east) / 2, (south + north) / 2]) }
    : {};
  return {
    id: 'base',
    map: HEBEI_MAP,
    nameProperty: 'adcode',
    projection: webMercator,
    boundingCoords: [
      [west, north],
      [east, south],
    ],
    ...view,
    top: 44,
    bottom: 16,
    left: 16,
    right: 16,
    roam: true,
    scaleLimit: { min: 0.8, max: 60 },
    silent: input.drawing,
    selectedMode: false,
    tooltip: { show: true },
    label: {
      show: input.countyLabels,
      fontSize: 11,
      color: '#434343',
      formatter: (p: { name?: string }) => input.atlas.byCode.get(p.name ?? '')?.name ?? '',
    },
    itemStyle: {
      areaColor: input.tiles ? 'rgba(255,255,255,0.15)' : '#f0f5ff',
      borderColor: '#7d8fb3',
      borderWidth: 0.6,
    },
    emphasis: {
      itemStyle: { areaColor: input.tiles ? 'rgba(255,229,143,0.5)' : '#ffe58f' },
      label: { show: true, color: '#000' },
    },
  };
}

function scaleVisualMap(
  id: string,
  seriesId: string,
  scale: ValueScale | undefined,
  fallback: { name: string; colors: string[] },
  values: number[],
  right: number,
  dimension?: number,
): VisualMapComponentOption {
  const [min, max] = scaleRange(values, scale);
  const name = scale?.name ?? fallback.name;
  return {
    id,
    type: 'continuous',
    seriesId,
    ...(dimension === undefined ? {} : { dimension }),
    min,
    max,
    calculable: true,
    right,
    bottom: 16,
    itemHeight: 100,
    // The handles show the values; the text names the scale.
    text: [name, ''],
    textStyle: { fontSize: 12 },
    // Above the points, on a light card, so that the scale stays readable.
    z: 20,
    backgroundColor: 'rgba(255,255,255,0.8)',
    inRange: { color: scale?.colors ?? fallback.colors },
    formatter: (value: unknown) => formatValue(Number(value), scale),
  };
}

export function mapOption(input: MapOptionInput): MapOption {
  const { atlas, regions, polygons } = input;
  const series: MapOption['series'] = [];
  const visualMap: VisualMapComponentOption[] = [];
  if (regions.length) {
    series.push({
      type: 'map',
      id: REGION_SERIES_ID,
      geoIndex: 0,
      data: regions.map((r) => ({ name: r.code, value: r.value })),
    });
    visualMap.push(
      scaleVisualMap(
        'region-scale',
        REGION_SERIES_ID,
        input.regionScale,
        { name: '数值', colors: REGION_COLORS },
        regions.map((r) => r.value),
        16,
      ),
    );
  }
  if (polygons.length) {
    series.push(polygonSeries(polygons, input.drawing));
    const values = polygons.flatMap((p) => (p.value === undefined ? [] : [p.value]));
    if (values.length)
      visualMap.push(
        scaleVisualMap(
          'polygon-scale',
          POLYGON_SERIES_ID,
          input.polygonScale,
          { name: '数值', colors: POLYGON_COLORS },
          values,
          regions.length ? 110 : 16,
          2,
        ),
      );
  }
  const points = pointSeries(input.view);
  series.push(...points.map((s) => ({ ...s, silent: input.drawing })));
  series.push({
    type: 'scatter',
    id: CITY_LABEL_SERIES_ID,
    coordinateSystem: 'geo',
    geoIndex: 0,
    silent: true,
    symbolSize: 0,
    data: cityLabelData(atlas, input.countyLabels),
    label: {
      show: true,
      formatter: '{b}',
      fontSize: 13,
      fontWeight: 'bold',
      color: '#1f1f1f',
      textBorderColor: '#fff',
      textBorderWidth: 2,
    },
    z: 6,
  });
  series.push(drawingSeries(input.drawing ? input.corners : []));
  return {
    animation: false,
    tooltip: {
      show: !input.drawing,
      trigger: 'item',
      formatter: (params) =>
        tooltipHtml(Array.isArray(params) ? params[0]! : params, input.tooltip),
    },
    legend: {
      type: 'scroll',
      top: 8,
      data: points.map((s) => String(s.name)),
      textStyle: { fontSize: 13 },
      z: 20,
      backgroundColor: 'rgba(255,255,255,0.8)',
      borderRadius: 4,
    },
    geo: geoOption(input),
    visualMap,
    series,
  };
}
