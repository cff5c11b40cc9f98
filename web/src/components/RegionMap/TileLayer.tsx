import type { EChartsType } from 'echarts/core';
import { useEffect, useState } from 'react';
import { pixelToLngLat } from './pixel-coords';
import { tileCorners, tilesCovering, tileUrl, tileZoomFor } from './tiles';
import type { LngLat } from './types';

interface PlacedTile {
  url: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

const GEO = { geoIndex: 0 };

/** The tiles that cover the chart's view, placed in its pixels. */
function placeTiles(chart: EChartsType, template: string): PlacedTile[] {
  const width = chart.getWidth();
  const height = chart.getHeight();
  const toPixel = (p: LngLat) => chart.convertToPixel(GEO, p) as number[] | undefined;
  const nw = pixelToLngLat(toPixel, [0, 0]);
  const se = pixelToLngLat(toPixel, [width, height]);
  if (!nw || !se) return [];
  const [west, north] = nw;
  const [east, south] = se;
  const z = tileZoomFor(east - west, width);
  return tilesCovering(west, south, east, north, z).map((tile) => {
    const [nw, se] = tileCorners(tile);
    const [x0 = 0, y0 = 0] = chart.convertToPixel(GEO, nw) as number[];
    const [x1 = 0, y1 = 0] = chart.convertToPixel(GEO, se) as number[];
    // Whole pixels, overlapping by one, so that no hairline seams show between tiles.
    const left = Math.floor(x0);
    const top = Math.floor(y0);
    return {
      url: tileUrl(template, tile),
      left,
      top,
      width: Math.ceil(x1) - left + 1,
      height: Math.ceil(y1) - top + 1,
    };
  });
}

/**
 * Online map tiles under the chart's transparent canvas, following its pan and zoom. The geo
 * draws in Web Mercator (see web-mercator.ts), so XYZ tiles line up with the boundaries.
 */
export function TileLayer({ chart, template }: { chart: EChartsType; template: string }) {
  const [tiles, setTiles] = useState<PlacedTile[]>([]);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setTiles(placeTiles(chart, template));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    chart.on('georoam', schedule);
    chart.on('finished', schedule);
    schedule();
    return () => {
      chart.off('georoam', schedule);
      chart.off('finished', schedule);
      cancelAnimationFrame(frame);
    };
  }, [chart, template]);
  return (
    <div
      aria-hidden
      data-testid="region-map-tiles"
      style={{ position: 'absolute', inset: 0, overflow: 'hidden', pointerEvents: 'none' }}
    >
      {tiles.map((t) => (
        <img
          key={t.url}
          src={t.url}
          alt=""
          draggable={false}
          style={{
            position: 'absolute',
            left: t.left,
            top: t.top,
            width: t.width,
            height: t.height,
          }}
        />
      ))}
    </div>
  );
}
