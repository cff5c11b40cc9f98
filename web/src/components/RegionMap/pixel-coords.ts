import type { LngLat } from './types';
import { projectLngLat, webMercator } from './web-mercator';

/** Two places whose pixels pin down the view's scale and offset. */
const A: LngLat = [115, 38];
const B: LngLat = [117, 40];

/**
 * The [lng, lat] under a pixel of a geo drawn in Web Mercator, given the geo's own
 * [lng, lat] → pixel conversion. ECharts' convertFromPixel cannot be used: with a projection it
 * unprojects the pixel before undoing the view's scale and offset (ECharts 6.1), which yields
 * nonsense. The view maps projected coordinates to pixels by a scale and an offset per axis, so
 * two known points are enough to invert it.
 */
export function pixelToLngLat(
  toPixel: (lngLat: LngLat) => number[] | null | undefined,
  pixel: readonly number[],
): LngLat | null {
  const a = toPixel(A);
  const b = toPixel(B);
  if (!a || !b) return null;
  const pa = projectLngLat(A);
  const pb = projectLngLat(B);
  const sx = (b[0]! - a[0]!) / (pb[0] - pa[0]);
  const sy = (b[1]! - a[1]!) / (pb[1] - pa[1]);
  if (!Number.isFinite(sx) || !Number.isFinite(sy) || sx === 0 || sy === 0) return null;
  const [lng, lat] = webMercator.unproject([
    pa[0] + (pixel[0]! - a[0]!) / sx,
    pa[1] + (pixel[1]! - a[1]!) / sy,
  ]);
  return Number.isFinite(lng) && Number.isFinite(lat) ? [lng!, lat!] : null;
}
