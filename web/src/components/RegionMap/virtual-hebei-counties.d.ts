// Written by web/scripts/hebei-counties-plugin.ts; the shape is CountyCollection from
// web/scripts/province-counties.ts (an ambient module cannot import it by a relative path).
declare module 'virtual:hebei-counties' {
  const counties: {
    type: 'FeatureCollection';
    features: Array<{
      type: 'Feature';
      properties: { adcode: string; name: string; cityCode: string; cityName: string };
      geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
    }>;
  };
  export default counties;
}
