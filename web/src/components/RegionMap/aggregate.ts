import type { MapPoint } from './types';

export interface PointKind {
  kind: string;
  color?: string;
  count: number;
}

export interface KindSplit {
  /** In order of first appearance. */
  kinds: PointKind[];
  /** Index into `kinds` of each point. */
  kindOf: Uint16Array;
}

export function splitKinds(points: readonly MapPoint[]): KindSplit {
  const kinds: PointKind[] = [];
  const byName = new Map<string, number>();
  const kindOf = new Uint16Array(points.length);
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    let k = byName.get(point.kind);
    if (k === undefined) {
      k = kinds.length;
      byName.set(point.kind, k);
      kinds.push({ kind: point.kind, color: point.color, count: 0 });
    }
    const entry = kinds[k]!;
    entry.count++;
    if (entry.color === undefined && point.color) entry.color = point.color;
    kindOf[i] = k;
  }
  return { kinds, kindOf };
}

/** One kind's points, ready for a large scatter series. */
export interface PointLayer extends PointKind {
  /** lng, lat, lng, lat, … */
  coords: Float32Array;
  /** For each point of the layer, its index in the input. */
  source: Uint32Array;
}

export function pointLayers(points: readonly MapPoint[], split: KindSplit): PointLayer[] {
  const layers = split.kinds.map((kind) => ({
    ...kind,
    coords: new Float32Array(kind.count * 2),
    source: new Uint32Array(kind.count),
  }));
  const filled = new Uint32Array(layers.length);
  for (let i = 0; i < points.length; i++) {
    const k = split.kindOf[i]!;
    const layer = layers[k]!;
    const at = filled[k]!++;
    layer.coords[at * 2] = points[i]!.lng;
    layer.coords[at * 2 + 1] = points[i]!.lat;
    layer.source[at] = i;
  }
  return layers;
}

export interface AreaCounts {
  kinds: PointKind[];
  /** counts[kind][area] */
  counts: Uint32Array[];
  /** Points that fell in no area. */
  outside: number;
}

/** Counts the points of each kind per area, `locate` telling which area holds a point. */
export function countByArea(
  points: readonly MapPoint[],
  split: KindSplit,
  areaCount: number,
  locate: (lng: number, lat: number) => number,
): AreaCounts {
  const counts = split.kinds.map(() => new Uint32Array(areaCount));
  let outside = 0;
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    const area = locate(point.lng, point.lat);
    if (area < 0) outside++;
    else counts[split.kindOf[i]!]![area]!++;
  }
  return { kinds: split.kinds, counts, outside };
}

/** Bubble diameter in pixels: the area of the bubble grows with the count. */
export function bubbleSize(count: number, maxCount: number, minPx = 8, maxPx = 44): number {
  if (maxCount <= 0 || count <= 0) return 0;
  return minPx + (maxPx - minPx) * Math.sqrt(Math.min(count, maxCount) / maxCount);
}

/**
 * Pixel offset of kind `k` of `n` around an area's centre, so that the bubbles of different
 * kinds in one area sit side by side instead of on top of each other.
 */
export function kindOffset(k: number, n: number, radiusPx: number): [number, number] {
  if (n <= 1) return [0, 0];
  const angle = -Math.PI / 2 + (2 * Math.PI * k) / n;
  return [Math.round(Math.cos(angle) * radiusPx), Math.round(Math.sin(angle) * radiusPx)];
}
