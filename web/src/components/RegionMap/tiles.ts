import { latToY, lngToX, xToLng, yToLat } from './web-mercator';

export interface Tile {
  x: number;
  y: number;
  z: number;
}

export const MIN_TILE_ZOOM = 1;
export const MAX_TILE_ZOOM = 18;
const TILE_PX = 256;

/** The tile zoom at which `lngSpan` degrees of longitude take about `widthPx` pixels. */
export function tileZoomFor(lngSpan: number, widthPx: number): number {
  if (!(lngSpan > 0) || !(widthPx > 0)) return MIN_TILE_ZOOM;
  const z = Math.round(Math.log2((widthPx * 360) / (TILE_PX * lngSpan)));
  return Math.min(MAX_TILE_ZOOM, Math.max(MIN_TILE_ZOOM, z));
}

/**
 * The tiles of zoom `z` that cover the box, row by row; empty when more than `limit` would be
 * needed (the caller then shows none rather than flooding the tile server).
 */
export function tilesCovering(
  west: number,
  south: number,
  east: number,
  north: number,
  z: number,
  limit = 80,
): Tile[] {
  const n = 2 ** z;
  const clamp = (v: number) => Math.min(n - 1, Math.max(0, Math.floor(v)));
  const x0 = clamp(lngToX(west) * n);
  const x1 = clamp(lngToX(east) * n);
  const y0 = clamp(latToY(north) * n);
  const y1 = clamp(latToY(south) * n);
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > limit) return [];
  const tiles: Tile[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) tiles.push({ x, y, z });
  return tiles;
}

/** The tile's north-west and south-east corners as [lng, lat]. */
export function tileCorners({ x, y, z }: Tile): [[number, number], [number, number]] {
  const n = 2 ** z;
  return [
    [xToLng(x / n), yToLat(y / n)],
    [xToLng((x + 1) / n), yToLat((y + 1) / n)],
  ];
}

const SUBDOMAINS = ['a', 'b', 'c'];

/** Fills {z}, {x}, {y} and {s} (a, b or c, spread over tiles) in a tile URL template. */
export function tileUrl(template: string, { x, y, z }: Tile): string {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', SUBDOMAINS[(x + y) % SUBDOMAINS.length]!);
}
