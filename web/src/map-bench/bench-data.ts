import type { CountyAtlas } from '../components/RegionMap/counties';
import type { MapPoint, MapPolygon } from '../components/RegionMap/types';

/** mulberry32: the same points on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS: Array<{ kind: string; share: number; color: string }> = [
  { kind: '已就业', share: 0.6, color: '#52c41a' },
  { kind: '未就业', share: 0.3, color: '#faad14' },
  { kind: '未就业未走访', share: 0.05, color: '#f5222d' },
  { kind: '企业', share: 0.04, color: '#1677ff' },
  { kind: '招聘会', share: 0.01, color: '#722ed1' },
];

function pickKind(r: number): (typeof KINDS)[number] {
  let rest = r;
  for (const kind of KINDS) {
    rest -= kind.share;
    if (rest < 0) return kind;
  }
  return KINDS[0]!;
}

/** `count` points spread uniformly over Hebei (rejection sampling on the county index). */
export function randomPoints(atlas: CountyAtlas, count: number, seed = 13): MapPoint[] {
  const next = random(seed);
  const [west, south, east, north] = [113.4, 36.0, 119.9, 42.7];
  const points: MapPoint[] = [];
  while (points.length < count) {
    const lng = west + (east - west) * next();
    const lat = south + (north - south) * next();
    if (atlas.index.locate(lng, lat) < 0) continue;
    const kind = pickKind(next());
    points.push({
      lng,
      lat,
      kind: kind.kind,
      color: kind.color,
      name: `${kind.kind}${points.length + 1}`,
    });
  }
  return points;
}

function box(west: number, south: number, size: number): [number, number][][] {
  return [
    [
      [west, south],
      [west + size, south],
      [west + size, south + size * 0.8],
      [west + size * 0.4, south + size],
      [west, south + size * 0.8],
      [west, south],
    ],
  ];
}

/** A few grids in and around 石家庄 with visit shares. */
export function demoGrids(): MapPolygon[] {
  const shares = [0.92, 0.35, 0.68, 0.12, 0.5, 0.81];
  return shares.map((value, i) => ({
    id: `grid-${i + 1}`,
    name: `第${i + 1}网格`,
    coordinates: box(114.3 + (i % 3) * 0.17, 37.9 + Math.floor(i / 3) * 0.17, 0.15),
    value,
    tooltip: `网格员：张${i + 1}`,
  }));
}
