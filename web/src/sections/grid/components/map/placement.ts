import { bboxOf, pointInRings, type Ring } from '../../../../components/RegionMap/geometry';
import type { LngLat } from '../../../../components/RegionMap/types';

/** A repeatable number in [0, 1) from a text and a counter (FNV-1a, then a mix). */
export function unitHash(text: string, n: number): number {
  let h = 0x811c9dc5 ^ n;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 2 ** 32;
}

/** A point inside the polygon, the same for the same key; its bbox centre if none is found. */
export function placeInPolygon(rings: readonly Ring[], key: string): LngLat {
  const [w, s, e, n] = bboxOf(rings);
  for (let i = 0; i < 24; i++) {
    const x = w + (e - w) * unitHash(key, 2 * i);
    const y = s + (n - s) * unitHash(key, 2 * i + 1);
    if (pointInRings(x, y, rings)) return [x, y];
  }
  return [(w + e) / 2, (s + n) / 2];
}

/**
 * A point near `center` (a county's), spread over a disc of `radius` degrees so that the records
 * of one county do not sit on one spot; the same for the same key.
 */
export function placeNear(center: LngLat, key: string, radius = 0.04): LngLat {
  const r = radius * Math.sqrt(unitHash(key, 0));
  const a = 2 * Math.PI * unitHash(key, 1);
  return [center[0] + r * Math.cos(a), center[1] + r * Math.sin(a)];
}
