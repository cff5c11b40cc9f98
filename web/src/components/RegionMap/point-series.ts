import type { ScatterSeriesOption } from 'echarts/charts';
import { bubbleSize, kindOffset } from './aggregate';
import { kindColor, shortCount } from './palette';
import type { PointsView } from './points-view';

export const POINT_SERIES_PREFIX = 'points:';
export const BUBBLE_SERIES_PREFIX = 'bubbles:';
/** Above this many points in one kind, ECharts draws the kind in one pass (large mode). */
const LARGE = 2000;
/** Bubbles of different kinds in one area sit this far (px) from its centre. */
const KIND_SPREAD = 12;
/** Bubbles at least this big carry their count. */
const LABELLED_PX = 24;

type BubbleItem = Extract<NonNullable<ScatterSeriesOption['data']>, unknown[]>[number];

function pointSize(count: number): number {
  if (count > 20_000) return 3;
  if (count > LARGE) return 4;
  return 8;
}

export function pointSeries(view: PointsView): ScatterSeriesOption[] {
  if (view.mode === 'raw')
    return view.layers.map((layer, k) => ({
      type: 'scatter',
      id: `${POINT_SERIES_PREFIX}${layer.kind}`,
      name: layer.kind,
      coordinateSystem: 'geo',
      geoIndex: 0,
      dimensions: ['lng', 'lat'],
      // A flat Float32Array of lng, lat pairs: no object per point.
      data: layer.coords,
      large: layer.count > LARGE,
      largeThreshold: LARGE,
      // One pass: progressive drawing would spread 100,000 points over many frames.
      progressive: 0,
      symbolSize: pointSize(layer.count),
      itemStyle: { color: kindColor(k, layer.color), opacity: layer.count > LARGE ? 0.7 : 0.9 },
      emphasis: { scale: 1.6 },
      z: 4,
    }));

  const { areas, counts } = view;
  let max = 0;
  for (const perArea of counts.counts) for (const c of perArea) if (c > max) max = c;
  const kinds = counts.kinds.length;
  return counts.kinds.map((kind, k) => {
    const perArea = counts.counts[k]!;
    const data: BubbleItem[] = [];
    perArea.forEach((count, a) => {
      if (count === 0) return;
      const area = areas[a]!;
      const size = bubbleSize(count, max);
      data.push({
        name: area.name,
        value: [area.center[0], area.center[1], count, a],
        symbolSize: size,
        symbolOffset: kindOffset(k, kinds, KIND_SPREAD),
        label: { show: size >= LABELLED_PX },
      });
    });
    return {
      type: 'scatter',
      id: `${BUBBLE_SERIES_PREFIX}${kind.kind}`,
      name: kind.kind,
      coordinateSystem: 'geo',
      geoIndex: 0,
      data,
      itemStyle: {
        color: kindColor(k, kind.color),
        opacity: 0.85,
        borderColor: '#fff',
        borderWidth: 1,
      },
      label: {
        position: 'inside',
        color: '#fff',
        textBorderColor: 'rgba(0,0,0,0.45)',
        textBorderWidth: 2,
        fontSize: 10,
        formatter: (p) => shortCount((p.value as number[])[2] ?? 0),
      },
      emphasis: { scale: 1.15 },
      z: 5,
    };
  });
}
