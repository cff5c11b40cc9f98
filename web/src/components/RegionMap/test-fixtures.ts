import type { CountyCollection } from '../../../scripts/province-counties.ts';
import type { LngLat } from './types';

/** A square ring, closed, from its south-west corner. */
export function square(west: number, south: number, size: number): LngLat[] {
  return [
    [west, south],
    [west + size, south],
    [west + size, south + size],
    [west, south + size],
    [west, south],
  ];
}

/** Two cities of two square counties each, side by side: 130101–130102 and 130201–130202. */
export function tinyCollection(): CountyCollection {
  const county = (adcode: string, name: string, cityName: string, west: number) => ({
    type: 'Feature' as const,
    properties: { adcode, name, cityCode: `${adcode.slice(0, 4)}00`, cityName },
    geometry: { type: 'MultiPolygon' as const, coordinates: [[square(west, 38, 1)]] },
  });
  return {
    type: 'FeatureCollection',
    features: [
      county('130101', '甲区', '一市', 114),
      county('130102', '乙县', '一市', 115),
      county('130201', '丙区', '二市', 116),
      county('130202', '丁县', '二市', 117),
    ],
  };
}
