import type { LngLat } from './types';

export type Ring = LngLat[];
/** [west, south, east, north] */
export type BBox = [number, number, number, number];

export const EMPTY_BBOX: BBox = [Infinity, Infinity, -Infinity, -Infinity];

export function bboxOf(rings: readonly Ring[]): BBox {
  let [w, s, e, n] = EMPTY_BBOX;
  for (const ring of rings)
    for (const [x, y] of ring) {
      if (x < w) w = x;
      if (x > e) e = x;
      if (y < s) s = y;
      if (y > n) n = y;
    }
  return [w, s, e, n];
}

export function unionBBox(a: BBox, b: BBox): BBox {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

export function isEmptyBBox(box: BBox): boolean {
  return !(box[0] <= box[2] && box[1] <= box[3]);
}

/** Even-odd rule over every ring, so holes and separate parts both come out right. */
export function pointInRings(x: number, y: number, rings: readonly Ring[]): boolean {
  let inside = false;
  for (const ring of rings) {
    // Indexed reads, not destructuring: this loop runs millions of times per render.
    let prev = ring[ring.length - 1]!;
    for (let i = 0; i < ring.length; i++) {
      const cur = ring[i]!;
      const yi = cur[1];
      const yj = prev[1];
      if (yi > y !== yj > y && x < ((prev[0] - cur[0]) * (y - yi)) / (yj - yi) + cur[0])
        inside = !inside;
      prev = cur;
    }
  }
  return inside;
}

/** Twice the signed area (positive when counter-clockwise). */
function doubleArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    sum += xj * yi - xi * yj;
  }
  return sum;
}

/** Area in square degrees, holes counted as area too (they are rare and small here). */
export function areaOf(rings: readonly Ring[]): number {
  return rings.reduce((sum, ring) => sum + Math.abs(doubleArea(ring)) / 2, 0);
}

export function ringCentroid(ring: Ring): LngLat {
  let cx = 0;
  let cy = 0;
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    const f = xj * yi - xi * yj;
    a += f;
    cx += (xj + xi) * f;
    cy += (yj + yi) * f;
  }
  if (a === 0) {
    const [w, s, e, n] = bboxOf([ring]);
    return [(w + e) / 2, (s + n) / 2];
  }
  return [cx / (3 * a), cy / (3 * a)];
}

function largestRing(rings: readonly Ring[]): Ring {
  let best = rings[0] ?? [];
  let bestArea = -1;
  for (const ring of rings) {
    const area = Math.abs(doubleArea(ring));
    if (area > bestArea) {
      best = ring;
      bestArea = area;
    }
  }
  return best;
}

/**
 * A point inside the shape for a label or a bubble: the centroid of its largest ring when that
 * lies inside, otherwise the middle of the widest inside stretch along the centroid's latitude
 * (a crescent's centroid lies outside it).
 */
export function interiorPoint(rings: readonly Ring[]): LngLat {
  const main = largestRing(rings);
  const centroid = ringCentroid(main);
  if (pointInRings(centroid[0], centroid[1], rings)) return centroid;
  const y = centroid[1];
  const crossings: number[] = [];
  for (const ring of rings)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y) crossings.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
    }
  crossings.sort((a, b) => a - b);
  let best: LngLat = main[0] ?? centroid;
  let widest = -1;
  for (let i = 0; i + 1 < crossings.length; i += 2) {
    const width = crossings[i + 1]! - crossings[i]!;
    if (width > widest) {
      widest = width;
      best = [(crossings[i]! + crossings[i + 1]!) / 2, y];
    }
  }
  return best;
}

/** Widens a box by `ratio` of its size on every side. */
export function padBBox(box: BBox, ratio: number): BBox {
  const dx = (box[2] - box[0]) * ratio;
  const dy = (box[3] - box[1]) * ratio;
  return [box[0] - dx, box[1] - dy, box[2] + dx, box[3] + dy];
}
