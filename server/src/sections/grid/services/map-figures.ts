import { employmentStatus, type GridMapData } from '@vets/contracts';
import type { ArchiveCount } from '../../archives/index.js';

type CountyFigures = GridMapData['counties'][number];

export interface GridTally {
  veterans: number;
  byStatus: Record<string, number>;
  visited: number;
  unvisitedUnemployed: number;
}

const add = (byStatus: Record<string, number>, status: string, n: number) => {
  byStatus[status] = (byStatus[status] ?? 0) + n;
};

/** Folds archive counts into figures per county and per grid. */
export function foldCounts(counts: readonly ArchiveCount[]): {
  total: number;
  counties: CountyFigures[];
  grids: Map<string, GridTally>;
} {
  const counties = new Map<string, CountyFigures>();
  const grids = new Map<string, GridTally>();
  let total = 0;
  for (const c of counts) {
    total += c.count;
    let county = counties.get(c.county);
    if (!county) {
      county = { regionCode: c.county, total: 0, byStatus: {} };
      counties.set(c.county, county);
    }
    county.total += c.count;
    add(county.byStatus, c.status, c.count);
    if (!c.gridId) continue;
    let grid = grids.get(c.gridId);
    if (!grid) {
      grid = { veterans: 0, byStatus: {}, visited: 0, unvisitedUnemployed: 0 };
      grids.set(c.gridId, grid);
    }
    grid.veterans += c.count;
    add(grid.byStatus, c.status, c.count);
    if (c.visited) grid.visited += c.count;
    else if (c.status === employmentStatus.values.unemployed) grid.unvisitedUnemployed += c.count;
  }
  const sorted = [...counties.values()].sort((a, b) => a.regionCode.localeCompare(b.regionCode));
  return { total, counties: sorted, grids };
}
