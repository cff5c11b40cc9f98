import type { CountyAtlas } from './counties';
import { formatValue } from './palette';
import { BUBBLE_SERIES_PREFIX, POINT_SERIES_PREFIX } from './point-series';
import type { PointsView } from './points-view';
import { POLYGON_SERIES_ID } from './polygon-series';
import type { MapPoint, MapPolygon, RegionValue, ValueScale } from './types';

export const REGION_SERIES_ID = 'regions';

export interface TooltipContext {
  atlas: CountyAtlas;
  regions: ReadonlyMap<string, RegionValue>;
  regionScale?: ValueScale;
  polygons: readonly MapPolygon[];
  polygonScale?: ValueScale;
  points: readonly MapPoint[];
  view: PointsView;
}

/** What the tooltip handler receives for one item. */
export interface TooltipItem {
  componentType?: string;
  seriesId?: string;
  seriesName?: string;
  name?: string;
  dataIndex?: number;
  value?: unknown;
}

/** Record text (names of grids, people, companies) goes into HTML: escape it. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function lines(title: string, ...rest: (string | undefined)[]): string {
  return [`<b>${escapeHtml(title)}</b>`, ...rest.filter(Boolean).map((l) => escapeHtml(l!))].join(
    '<br/>',
  );
}

function countyTitle(ctx: TooltipContext, code: string): string {
  const county = ctx.atlas.byCode.get(code);
  return county ? `${county.cityName}${county.name}` : code;
}

/** The tooltip of whatever is under the mouse, as escaped HTML; '' shows none. */
export function tooltipHtml(item: TooltipItem, ctx: TooltipContext): string {
  const index = item.dataIndex ?? -1;
  if (item.componentType === 'geo' || item.seriesId === REGION_SERIES_ID) {
    const code = item.name ?? '';
    const region = ctx.regions.get(code);
    const detail = region
      ? (region.label ??
        `${ctx.regionScale?.name ?? '数值'}：${formatValue(region.value, ctx.regionScale)}`)
      : undefined;
    return lines(countyTitle(ctx, code), detail);
  }
  if (item.seriesId === POLYGON_SERIES_ID) {
    const polygon = ctx.polygons[index];
    if (!polygon) return '';
    const value =
      polygon.value === undefined
        ? undefined
        : `${ctx.polygonScale?.name ?? '数值'}：${formatValue(polygon.value, ctx.polygonScale)}`;
    return lines(polygon.name, value, polygon.tooltip);
  }
  const seriesId = item.seriesId ?? '';
  if (seriesId.startsWith(BUBBLE_SERIES_PREFIX)) {
    const count = (item.value as number[] | undefined)?.[2] ?? 0;
    return lines(item.name ?? '', `${item.seriesName ?? ''}：${count.toLocaleString('zh-CN')}`);
  }
  if (seriesId.startsWith(POINT_SERIES_PREFIX) && ctx.view.mode === 'raw') {
    const layer = ctx.view.layers.find((l) => `${POINT_SERIES_PREFIX}${l.kind}` === seriesId);
    const point = layer ? ctx.points[layer.source[index] ?? -1] : undefined;
    if (!point) return '';
    return lines(point.name ?? point.kind, point.name ? point.kind : undefined);
  }
  return '';
}
