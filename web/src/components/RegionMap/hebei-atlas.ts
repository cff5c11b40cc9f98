import { buildAtlas, type CountyAtlas } from './counties';
import { echarts } from './echarts-map-setup';

/** The name the Hebei county map is registered under in ECharts. */
export const HEBEI_MAP = 'hebei-counties';
export const HEBEI_CODE = '130000';

let loading: Promise<CountyAtlas> | null = null;

/** Loads Hebei's county boundaries (their own chunk) once and registers them with ECharts. */
export function loadHebeiAtlas(): Promise<CountyAtlas> {
  loading ??= import('virtual:hebei-counties').then(({ default: geoJson }) => {
    // ECharts' GeoJSON typing is looser than the collection's own type.
    echarts.registerMap(HEBEI_MAP, geoJson as unknown as Parameters<typeof echarts.registerMap>[1]);
    return buildAtlas(geoJson);
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
