import type { LngLat } from './types';

/** Corners closer than this (in degrees, about 1 m) are one corner: a double-click adds two. */
const SAME_CORNER = 1e-5;

function same(a: LngLat, b: LngLat): boolean {
  return Math.abs(a[0] - b[0]) < SAME_CORNER && Math.abs(a[1] - b[1]) < SAME_CORNER;
}

/** The corners without repeats in a row (nor a last corner repeating the first). */
export function distinctCorners(corners: readonly LngLat[]): LngLat[] {
  const out: LngLat[] = [];
  for (const corner of corners)
    if (!out.length || !same(out[out.length - 1]!, corner)) out.push(corner);
  while (out.length > 1 && same(out[0]!, out[out.length - 1]!)) out.pop();
  return out;
}

/** Whether the corners make a polygon: three or more distinct corners. */
export function canClose(corners: readonly LngLat[]): boolean {
  return distinctCorners(corners).length >= 3;
}

/** GeoJSON Polygon coordinates: one ring, closed (its last position repeats the first). */
export function closeRing(corners: readonly LngLat[]): LngLat[][] | null {
  const ring = distinctCorners(corners);
  if (ring.length < 3) return null;
  return [[...ring, [ring[0]![0], ring[0]![1]]]];
}
