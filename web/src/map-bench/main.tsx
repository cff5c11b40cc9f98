import { createRoot } from 'react-dom/client';
import { preloadRegionMap, RegionMap, type RegionMapHandle } from '../components/RegionMap';
import { loadHebeiAtlas } from '../components/RegionMap/hebei-atlas';
import { demoGrids, randomPoints } from './bench-data';

/** What bench/map-render.bench.ts reads back, in milliseconds. */
interface BenchResult {
  loadMs: number;
  generateMs: number;
  renderMs: number;
  sinceNavigationMs: number;
}

declare global {
  interface Window {
    __mapBench?: BenchResult;
    __mapHandle?: RegionMapHandle | null;
  }
}

const params = new URLSearchParams(location.search);
const count = Number(params.get('points') ?? 100_000);
const threshold = params.get('raw') ? Number.POSITIVE_INFINITY : undefined;
const grids = params.get('grids') ? demoGrids() : undefined;

const t0 = performance.now();
const [atlas] = await Promise.all([loadHebeiAtlas(), preloadRegionMap()]);
const t1 = performance.now();
const points = randomPoints(atlas, count);
const regions = params.get('regions')
  ? atlas.counties.map((c, i) => ({ code: c.code, value: (i * 37) % 500 }))
  : undefined;
const t2 = performance.now();

createRoot(document.getElementById('root')!).render(
  <RegionMap
    ref={(handle) => {
      window.__mapHandle = handle;
    }}
    height={Number(params.get('height') ?? 720)}
    focus={params.get('focus') ?? undefined}
    points={points}
    aggregateThreshold={threshold}
    regions={regions}
    regionScale={{ name: '退役军人数' }}
    polygons={grids}
    polygonScale={{ name: '90天走访率', min: 0, max: 1, percent: true }}
    tileUrl={params.get('tiles') ?? undefined}
    drawing={params.has('drawing')}
    onDrawn={(coordinates) => console.log('drawn', JSON.stringify(coordinates))}
    onRegionClick={(code) => console.log('region', code)}
    onPolygonClick={(id) => console.log('polygon', id)}
    onRendered={() => {
      const now = performance.now();
      window.__mapBench = {
        loadMs: t1 - t0,
        generateMs: t2 - t1,
        renderMs: now - t2,
        sinceNavigationMs: now,
      };
    }}
  />,
);
