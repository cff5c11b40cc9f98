import type { Rng } from '../../../db/demo/prng.js';

const VERTICES = 10;
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * A GeoJSON Polygon's coordinates: one closed ring of [lng, lat] round `centre`, about
 * `radiusKm` from it, its vertices jittered so it looks drawn by hand.
 */
export function gridBoundary(
  rng: Rng,
  centre: readonly [number, number],
  radiusKm: number,
): number[][][] {
  const [lng, lat] = centre;
  const latDegree = radiusKm / 111;
  const lngDegree = latDegree / Math.cos((lat * Math.PI) / 180);
  const ring: number[][] = [];
  for (let i = 0; i < VERTICES; i++) {
    const angle = (2 * Math.PI * i) / VERTICES;
    const r = 0.8 + 0.4 * rng.next();
    ring.push([
      round(lng + lngDegree * r * Math.cos(angle)),
      round(lat + latDegree * r * Math.sin(angle)),
    ]);
  }
  ring.push([...ring[0]!]);
  return [ring];
}

/** Grid `index` of `count` in a county: their centres spread round the county's. */
export function gridCentre(
  centre: readonly [number, number],
  index: number,
  count: number,
): [number, number] {
  if (count === 1) return [centre[0], centre[1]];
  const angle = (2 * Math.PI * index) / count;
  return [round(centre[0] + 0.035 * Math.cos(angle)), round(centre[1] + 0.025 * Math.sin(angle))];
}
