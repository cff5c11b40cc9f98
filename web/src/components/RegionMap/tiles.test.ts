import { describe, expect, it } from 'vitest';
import { tileCorners, tilesCovering, tileUrl, tileZoomFor } from './tiles';
import { latToY, lngToX, webMercator, xToLng, yToLat } from './web-mercator';

describe('Web Mercator', () => {
  it('maps the equator and the prime meridian to the middle of the world', () => {
    expect(lngToX(0)).toBe(0.5);
    expect(latToY(0)).toBeCloseTo(0.5, 12);
    expect(latToY(60)).toBeLessThan(latToY(30));
  });
  it('round-trips through the projection ECharts uses', () => {
    const [x, y] = webMercator.project([116.39, 39.9]);
    const [lng, lat] = webMercator.unproject([x!, y!]);
    expect(lng).toBeCloseTo(116.39, 9);
    expect(lat).toBeCloseTo(39.9, 9);
    expect(xToLng(lngToX(-73.5))).toBeCloseTo(-73.5, 9);
    expect(yToLat(latToY(-33.9))).toBeCloseTo(-33.9, 9);
  });
});

describe('tiles', () => {
  it('picks the zoom where a tile is about 256 pixels wide', () => {
    // Hebei is about 6.5° wide; 800 px for it is about zoom 7.
    expect(tileZoomFor(6.5, 800)).toBe(7);
    expect(tileZoomFor(0.01, 800)).toBe(17);
    expect(tileZoomFor(0.001, 800)).toBe(18);
    expect(tileZoomFor(0, 800)).toBe(1);
  });
  it('lists the tiles covering a box, Beijing being tile 843/388 at zoom 10', () => {
    expect(tilesCovering(116.38, 39.86, 116.4, 39.89, 10)).toEqual([{ x: 843, y: 388, z: 10 }]);
    const hebei = tilesCovering(113.4, 36, 119.9, 42.7, 7);
    expect(hebei.length).toBeGreaterThan(4);
    expect(tilesCovering(113.4, 36, 119.9, 42.7, 12)).toEqual([]);
  });
  it('gives the corners of a tile and fills URL templates', () => {
    const [[west, north], [east, south]] = tileCorners({ x: 0, y: 0, z: 1 });
    expect([west, east]).toEqual([-180, 0]);
    expect(north).toBeCloseTo(85.0511, 3);
    expect(south).toBeCloseTo(0, 9);
    expect(tileUrl('https://{s}.t.example/{z}/{x}/{y}.png', { x: 3, y: 5, z: 7 })).toBe(
      'https://c.t.example/7/3/5.png',
    );
  });
});
