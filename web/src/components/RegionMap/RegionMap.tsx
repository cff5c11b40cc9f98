import type { EChartsType } from 'echarts/core';
import {
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { CountyAtlas } from './counties';
import { DrawToolbar } from './DrawToolbar';
import { canClose, closeRing } from './drawing';
import { echarts } from './echarts-map-setup';
import { HEBEI_CODE } from './hebei-atlas';
import { CITY_LABEL_SERIES_ID, cityLabelData, mapOption, showCountyLabels } from './map-option';
import { pixelToLngLat } from './pixel-coords';
import { BUBBLE_SERIES_PREFIX } from './point-series';
import { type PointsView, pointsView } from './points-view';
import { drawingSeries, POLYGON_SERIES_ID } from './polygon-series';
import { TileLayer } from './TileLayer';
import { REGION_SERIES_ID } from './tooltip';
import type { LngLat, MapPolygon, RegionMapHandle, RegionMapProps } from './types';

const NONE: never[] = [];
const GEO = { geoIndex: 0 };

interface ClickParams {
  componentType?: string;
  seriesId?: string;
  name?: string;
  dataIndex?: number;
  value?: unknown;
}

/**
 * Hebei's counties with values, grids, points (counted per county or grid when many), optional
 * online tiles beneath, grid drawing and PNG export. Use `RegionMap` from this folder's index,
 * which loads ECharts and the boundaries (`atlas`) in chunks of their own.
 */
export function RegionMapView({
  ref,
  atlas,
  ...props
}: RegionMapProps & { ref?: Ref<RegionMapHandle>; atlas: CountyAtlas }) {
  const {
    focus = HEBEI_CODE,
    regions = NONE,
    polygons = NONE,
    points = NONE,
    aggregateBy = 'county',
    aggregateThreshold,
    drawing = false,
    tileUrl,
  } = props;
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const [corners, setCorners] = useState<LngLat[]>([]);
  const gridPolygons = aggregateBy === 'grid' ? polygons : NONE;
  const view = useMemo(
    () =>
      pointsView(points, atlas, {
        threshold: aggregateThreshold,
        by: aggregateBy,
        polygons: gridPolygons,
      }),
    [points, atlas, aggregateThreshold, aggregateBy, gridPolygons],
  );
  const regionByCode = useMemo(() => new Map(regions.map((r) => [r.code, r])), [regions]);

  // What the chart's event handlers read: always the latest, without re-binding them.
  const latest = useRef({ props, polygons, view, corners, focus, zoom: 1, labels: false });
  useLayoutEffect(() => {
    Object.assign(latest.current, { props, polygons, view, corners, focus });
  });

  const finish = useCallback(() => {
    const coordinates = closeRing(latest.current.corners);
    if (!coordinates) return;
    setCorners([]);
    latest.current.props.onDrawn?.(coordinates);
  }, []);

  useLayoutEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current);
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(box.current);
    let rendered = false;
    instance.on('finished', () => {
      if (rendered) return;
      rendered = true;
      latest.current.props.onRendered?.();
    });
    instance.on('click', (raw) => {
      const params = raw as ClickParams;
      const { props: p, polygons: grids, view: v } = latest.current;
      if (p.drawing) return;
      if (params.componentType === 'geo' || params.seriesId === REGION_SERIES_ID)
        p.onRegionClick?.(params.name ?? '');
      else if (params.seriesId === POLYGON_SERIES_ID)
        clickPolygon(grids, params.dataIndex, p.onPolygonClick);
      else if (params.seriesId?.startsWith(BUBBLE_SERIES_PREFIX)) clickBubble(v, params, p);
    });
    instance.on('georoam', (raw) => {
      const { zoom } = raw as { zoom?: number };
      const state = latest.current;
      if (zoom) state.zoom *= zoom;
      const labels = showCountyLabels(state.focus, state.zoom);
      if (labels === state.labels) return;
      state.labels = labels;
      instance.setOption({
        geo: { id: 'base', label: { show: labels } },
        series: [{ id: CITY_LABEL_SERIES_ID, data: cityLabelData(atlas, labels) }],
      });
    });
    const zr = instance.getZr();
    zr.on('click', (e) => {
      if (!latest.current.props.drawing) return;
      const toPixel = (p: LngLat) => instance.convertToPixel(GEO, p) as number[] | undefined;
      const corner = pixelToLngLat(toPixel, [e.offsetX, e.offsetY]);
      if (corner) setCorners((list) => [...list, corner]);
    });
    zr.on('dblclick', () => {
      if (latest.current.props.drawing) finish();
    });
    setChart(instance);
    return () => {
      observer.disconnect();
      instance.dispose();
      setChart(null);
    };
  }, [atlas, finish]);

  const lastFocus = useRef<string | null>(null);
  useEffect(() => {
    if (!chart) return;
    const state = latest.current;
    const resetView = lastFocus.current !== focus;
    lastFocus.current = focus;
    if (resetView) state.zoom = 1;
    state.labels = showCountyLabels(focus, state.zoom);
    const option = mapOption({
      atlas,
      focus,
      resetView,
      regions,
      regionScale: props.regionScale,
      polygons,
      polygonScale: props.polygonScale,
      tooltip: {
        atlas,
        regions: regionByCode,
        regionScale: props.regionScale,
        polygons,
        polygonScale: props.polygonScale,
        points,
        view,
      },
      view,
      tiles: Boolean(tileUrl),
      countyLabels: state.labels,
      drawing,
      corners: state.corners,
    });
    chart.setOption(option, { replaceMerge: ['series', 'visualMap'] });
  }, [
    chart,
    atlas,
    focus,
    regions,
    regionByCode,
    props.regionScale,
    polygons,
    props.polygonScale,
    points,
    view,
    tileUrl,
    drawing,
  ]);

  useEffect(() => {
    if (!drawing) setCorners([]);
  }, [drawing]);
  useEffect(() => {
    chart?.setOption({ series: [drawingSeries(drawing ? corners : [])] });
  }, [chart, corners, drawing]);

  useImperativeHandle(
    ref,
    () => ({
      exportPng(fileName = '网格地图.png') {
        if (!chart) return;
        const link = document.createElement('a');
        link.href = chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' });
        link.download = fileName;
        link.click();
      },
    }),
    [chart],
  );

  return (
    <div
      data-testid="region-map"
      style={{ position: 'relative', width: '100%', height: props.height ?? 560 }}
    >
      {tileUrl && chart && <TileLayer chart={chart} template={tileUrl} />}
      <div ref={box} style={{ position: 'absolute', inset: 0 }} />
      {drawing && (
        <DrawToolbar
          corners={corners.length}
          canFinish={canClose(corners)}
          onUndo={() => setCorners((list) => list.slice(0, -1))}
          onFinish={finish}
          onCancel={() => props.onDrawCancel?.()}
        />
      )}
      {view.mode === 'aggregated' && <AggregateNote view={view} />}
    </div>
  );
}

function clickPolygon(
  polygons: readonly MapPolygon[],
  index: number | undefined,
  onPolygonClick: RegionMapProps['onPolygonClick'],
) {
  const polygon = index === undefined ? undefined : polygons[index];
  if (polygon) onPolygonClick?.(polygon.id);
}

function clickBubble(view: PointsView, params: ClickParams, props: RegionMapProps) {
  if (view.mode !== 'aggregated') return;
  const area = view.areas[(params.value as number[] | undefined)?.[3] ?? -1];
  if (!area) return;
  if (view.by === 'county') props.onRegionClick?.(area.key);
  else props.onPolygonClick?.(area.key);
}

function AggregateNote({ view }: { view: Extract<PointsView, { mode: 'aggregated' }> }) {
  const outside = view.counts.outside;
  return (
    <div
      data-testid="region-map-aggregate-note"
      style={{
        position: 'absolute',
        left: 12,
        bottom: 8,
        fontSize: 12,
        color: '#595959',
        pointerEvents: 'none',
      }}
    >
      共 {view.total.toLocaleString('zh-CN')} 个点位，已按{view.by === 'county' ? '区县' : '网格'}
      汇总显示
      {outside > 0 && `（${outside.toLocaleString('zh-CN')} 个不在范围内）`}
    </div>
  );
}
