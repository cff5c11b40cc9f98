export { preloadRegionMap, RegionMap } from './LazyRegionMap';
export type {
  AggregateBy,
  LngLat,
  MapPoint,
  MapPolygon,
  RegionMapHandle,
  RegionMapProps,
  RegionValue,
  ValueScale,
} from './types';
