import type { CountyCollection } from '../../../scripts/province-counties.ts';
import { type AreaIndex, buildAreaIndex } from './area-index';
import { areaOf, type BBox, bboxOf, interiorPoint, pointInRings, type Ring } from './geometry';
import type { LngLat } from './types';

export interface County {
  code: string;
  name: string;
  cityCode: string;
  cityName: string;
  rings: Ring[];
  bbox: BBox;
  /** Where its label and its bubbles go. */
  center: LngLat;
}

export interface City {
  code: string;
  name: string;
  center: LngLat;
}

export interface CountyAtlas {
  geoJson: CountyCollection;
  counties: County[];
  byCode: Map<string, County>;
  cities: City[];
  /** Locates a point among `counties`. */
  index: AreaIndex;
}

function cityCenter(members: County[]): LngLat {
  let x = 0;
  let y = 0;
  let total = 0;
  for (const county of members) {
    const weight = areaOf(county.rings);
    x += county.center[0] * weight;
    y += county.center[1] * weight;
    total += weight;
  }
  const mean: LngLat = [x / total, y / total];
  if (members.some((c) => pointInRings(mean[0], mean[1], c.rings))) return mean;
  // A city in two pieces (廊坊 and its northern exclave) can have its mean outside itself.
  const distance = (c: County) => (c.center[0] - mean[0]) ** 2 + (c.center[1] - mean[1]) ** 2;
  return members.reduce((a, b) => (distance(b) < distance(a) ? b : a)).center;
}

export function buildAtlas(geoJson: CountyCollection): CountyAtlas {
  const counties: County[] = geoJson.features.map(({ properties, geometry }) => {
    const rings = geometry.coordinates.flat() as Ring[];
    return {
      code: properties.adcode,
      name: properties.name,
      cityCode: properties.cityCode,
      cityName: properties.cityName,
      rings,
      bbox: bboxOf(rings),
      center: interiorPoint(rings),
    };
  });
  const byCity = new Map<string, County[]>();
  for (const county of counties) {
    const list = byCity.get(county.cityCode);
    if (list) list.push(county);
    else byCity.set(county.cityCode, [county]);
  }
  const cities = [...byCity].map(([code, members]) => ({
    code,
    name: members[0]!.cityName,
    center: cityCenter(members),
  }));
  return {
    geoJson,
    counties,
    byCode: new Map(counties.map((c) => [c.code, c])),
    cities,
    index: buildAreaIndex(counties.map((c) => c.rings)),
  };
}
