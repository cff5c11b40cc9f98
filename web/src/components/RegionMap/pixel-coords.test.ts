import { describe, expect, it } from 'vitest';
import { pixelToLngLat } from './pixel-coords';
import type { LngLat } from './types';
import { projectLngLat } from './web-mercator';

describe('pixelToLngLat', () => {
  // A view as ECharts makes one: projected coordinates scaled and shifted.
  const toPixel = (p: LngLat) => {
    const [x, y] = projectLngLat(p);
    return [x * 0.37 - 78_000, y * 0.37 - 36_500];
  };

  it('inverts the view for any pixel', () => {
    for (const place of [
      [114.51, 38.04],
      [119.6, 39.93],
      [113.5, 42.6],
    ] as LngLat[]) {
      const [lng, lat] = pixelToLngLat(toPixel, toPixel(place))!;
      expect(lng).toBeCloseTo(place[0], 9);
      expect(lat).toBeCloseTo(place[1], 9);
    }
  });

  it('gives up when the view is not ready', () => {
    expect(pixelToLngLat(() => null, [1, 2])).toBeNull();
    expect(pixelToLngLat(() => [0, 0], [1, 2])).toBeNull();
  });
});
