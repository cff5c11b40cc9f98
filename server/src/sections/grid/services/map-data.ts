import {
  archiveResource,
  type GridMapData,
  gridResource,
  MAP_POINT_LIMIT,
  parseGridBoundary,
  VISIT_WINDOW_DAYS,
} from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/app-context.js';
import { type ArchiveView, archiveCounts, archivePlaces } from '../../archives/index.js';
import { gridDb } from '../tables.js';
import { foldCounts } from './map-figures.js';
import { mapPlaces, regionFilter } from './map-places.js';

const DAY_MS = 86_400_000;
const MAX_GRIDS = 5000;

const ids = (value: unknown) => (typeof value === 'string' && value ? value.split(',') : []);

/** The grids in the caller's scope within the region, with their workers' names. */
async function gridsInView(ctx: AppContext, request: FastifyRequest, regionCode?: string) {
  const service = ctx.resources.service(gridResource);
  const region = regionFilter(regionCode);
  const spec = service.listSpec({
    ...(region ? { regionCode: region } : {}),
    field: 'id,gridName,regionCode,boundary,workerIds',
  });
  const { records } = await service.store.page(spec, await service.scopeFor(request), 1, MAX_GRIDS);
  const workerIds = [...new Set(records.flatMap((g) => ids(g.workerIds)))];
  const users = workerIds.length
    ? await gridDb(ctx.db)
        .selectFrom('sysUser')
        .select(['id', 'realname'])
        .where('id', 'in', workerIds)
        .execute()
    : [];
  const names = new Map(users.map((u) => [u.id, u.realname ?? '']));
  return records.map((g) => {
    const parsed =
      typeof g.boundary === 'string' && g.boundary ? parseGridBoundary(g.boundary) : null;
    return {
      id: String(g.id),
      gridName: String(g.gridName),
      regionCode: String(g.regionCode),
      boundary: parsed?.ok ? parsed.rings : null,
      workers: ids(g.workerIds)
        .map((id) => names.get(id) ?? '')
        .filter(Boolean),
    };
  });
}

/**
 * What the map draws, in the caller's scope: veterans by county and status, grids with their
 * coverage of visits in the last 90 days, each veteran as a place and status when few, and
 * companies and job fairs. Never an ID number, phone or name of a veteran.
 */
export async function gridMapData(
  ctx: AppContext,
  request: FastifyRequest,
  regionCode: string | undefined,
): Promise<GridMapData> {
  const archives = ctx.resources.service(archiveResource);
  const view: ArchiveView = {
    scope: archives.store.scopedIds(await archives.scopeFor(request)),
    regionCode,
  };
  const visitedSince = ctx.clock.format(ctx.clock.now() - VISIT_WINDOW_DAYS * DAY_MS).slice(0, 10);
  const visited = gridDb(ctx.db)
    .selectFrom('gridVisit')
    .select('archiveId')
    .where('visitDate', '>=', visitedSince);
  const {
    total,
    counties,
    grids: tallies,
  } = foldCounts(await archiveCounts(ctx.readDb, view, visited));
  const grids = (await gridsInView(ctx, request, regionCode)).map((g) => {
    const t = tallies.get(g.id);
    const veterans = t?.veterans ?? 0;
    return {
      ...g,
      veterans,
      byStatus: t?.byStatus ?? {},
      visited: t?.visited ?? 0,
      visitedShare: veterans ? (t?.visited ?? 0) / veterans : null,
      unvisitedUnemployed: t?.unvisitedUnemployed ?? 0,
    };
  });
  const veterans =
    total <= MAP_POINT_LIMIT
      ? (await archivePlaces(ctx.readDb, view, MAP_POINT_LIMIT)).map((p) => ({
          gridId: p.gridId,
          regionCode: p.county,
          status: p.status,
        }))
      : null;
  return {
    visitedSince,
    tileUrl: ctx.config.mapTileUrl,
    total,
    counties,
    grids,
    veterans,
    ...(await mapPlaces(ctx, request, regionCode)),
  };
}
