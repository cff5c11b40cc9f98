import { employmentStatus, type GridMapData } from '@vets/contracts';
import type { LngLat, MapPoint, MapPolygon, RegionValue } from '../../../../components/RegionMap';
import { placeInPolygon, placeNear } from './placement';

/** Colours of the employment statuses, shared by the points and the legend. */
export const STATUS_COLORS: Record<string, string> = {
  [employmentStatus.values.employed]: '#52c41a',
  [employmentStatus.values.unemployed]: '#f5222d',
  [employmentStatus.values.selfEmployed]: '#13c2c2',
  [employmentStatus.values.startUp]: '#722ed1',
  [employmentStatus.values.studying]: '#1677ff',
  [employmentStatus.values.other]: '#8c8c8c',
};
export const COMPANY_COLOR = '#fa8c16';
export const FAIR_COLOR = '#eb2f96';

const STATUS_TEXT = new Map(employmentStatus.items.map((i) => [i.value, i.text]));
export const statusText = (code: string) => STATUS_TEXT.get(code) ?? '其他';

const percent = (share: number | null) => (share === null ? '-' : `${Math.round(share * 100)}%`);

/** Where a county's records go: its label point on the bundled map. */
export type CountyCenters = ReadonlyMap<string, LngLat>;

function breakdown(byStatus: Record<string, number>): string {
  return Object.entries(byStatus)
    .map(([code, n]) => `${statusText(code)} ${n}`)
    .join(' · ');
}

export function countyValues(data: GridMapData): RegionValue[] {
  return data.counties.map((c) => ({
    code: c.regionCode,
    value: c.total,
    label: `${c.total.toLocaleString('zh-CN')} 人 · ${breakdown(c.byStatus)}`,
  }));
}

export function gridPolygons(data: GridMapData): MapPolygon[] {
  return data.grids.flatMap((g) =>
    g.boundary
      ? [
          {
            id: g.id,
            name: g.gridName,
            coordinates: g.boundary as LngLat[][],
            ...(g.visitedShare === null ? { color: '#d9d9d9' } : { value: g.visitedShare }),
            tooltip: [
              `退役军人 ${g.veterans} 人，近90天走访 ${percent(g.visitedShare)}`,
              `未走访失业人员 ${g.unvisitedUnemployed} 人`,
              g.workers.length ? `网格员：${g.workers.join('、')}` : '未配置网格员',
            ].join('\n'),
          },
        ]
      : [],
  );
}

/**
 * Veterans (when the server lists them), companies and job fairs as points: a veteran of a grid
 * with a boundary inside it, anything else near its county's centre; none has coordinates.
 */
export function mapPoints(data: GridMapData, centers: CountyCenters): MapPoint[] {
  const boundaries = new Map(
    data.grids.flatMap((g) => (g.boundary ? [[g.id, g.boundary as LngLat[][]] as const] : [])),
  );
  const points: MapPoint[] = [];
  const near = (code: string, key: string) => {
    const center = centers.get(code.slice(0, 6));
    return center ? placeNear(center, key) : null;
  };
  data.veterans?.forEach((v, i) => {
    const key = `${v.gridId ?? v.regionCode}:${i}`;
    const rings = v.gridId ? boundaries.get(v.gridId) : undefined;
    const at = rings ? placeInPolygon(rings, key) : near(v.regionCode, key);
    if (at)
      points.push({
        lng: at[0],
        lat: at[1],
        kind: statusText(v.status),
        color: STATUS_COLORS[v.status] ?? '#8c8c8c',
      });
  });
  for (const c of data.companies) {
    const at = near(c.regionCode, c.id);
    if (at)
      points.push({ lng: at[0], lat: at[1], kind: '企业', name: c.name, color: COMPANY_COLOR });
  }
  for (const f of data.jobFairs) {
    const at = near(f.regionCode, f.id);
    if (at)
      points.push({ lng: at[0], lat: at[1], kind: '招聘会', name: f.title, color: FAIR_COLOR });
  }
  return points;
}
