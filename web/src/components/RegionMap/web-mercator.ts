import type { LngLat } from './types';

/** Web Mercator's latitude limit. */
const MAX_LAT = 85.051_128_78;
/** The projection's unit: pixels of zoom level 10, so that numbers stay well away from 0. */
const WORLD = 256 * 2 ** 10;

/** Longitude to the fraction [0, 1) of the world's width, west to east. */
export function lngToX(lng: number): number {
  return (lng + 180) / 360;
}

/** Latitude to the fraction [0, 1] of the world's height, north to south. */
export function latToY(lat: number): number {
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
}

export function xToLng(x: number): number {
  return x * 360 - 180;
}

export function yToLat(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/**
 * The ECharts geo projection. Drawing the map in Web Mercator lets standard XYZ tiles line up
 * with the boundaries, and y grows downwards as on screen.
 */
export const webMercator = {
  project: ([lng, lat]: number[]): number[] => [lngToX(lng ?? 0) * WORLD, latToY(lat ?? 0) * WORLD],
  unproject: ([x, y]: number[]): number[] => [xToLng((x ?? 0) / WORLD), yToLat((y ?? 0) / WORLD)],
};

export function projectLngLat(point: LngLat): LngLat {
  return [lngToX(point[0]) * WORLD, latToY(point[1]) * WORLD];
}
