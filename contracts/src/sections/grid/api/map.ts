import { z } from 'zod';
import { defineEndpoints, perm } from '../../../api/endpoint.js';
import { permissionCode } from '../../../resource/resource-types.js';
import { gridResource } from '../resources/grid.js';
import { gridBoundarySchema } from './boundary.js';

/** How far back a visit counts for a grid's share of veterans visited. */
export const VISIT_WINDOW_DAYS = 90;
/** Above this many veterans in view, the map shows counts per county and grid, not points. */
export const MAP_POINT_LIMIT = 5000;

/** Employment status code → number of veterans. */
const byStatus = z.record(z.string(), z.number());

const countyFigures = z.object({
  /** GB/T 2260 county code of the veterans' residence. */
  regionCode: z.string(),
  total: z.number(),
  byStatus,
});

const gridFigures = z.object({
  id: z.string(),
  gridName: z.string(),
  regionCode: z.string(),
  boundary: gridBoundarySchema.nullable(),
  /** The grid workers' names. */
  workers: z.array(z.string()),
  veterans: z.number(),
  byStatus,
  /** Veterans of the grid visited within the window. */
  visited: z.number(),
  /** visited / veterans; null for a grid without veterans. */
  visitedShare: z.number().nullable(),
  /** 未走访失业人员: unemployed veterans of the grid not visited within the window. */
  unvisitedUnemployed: z.number(),
});

/** One veteran on the map: where (their grid, else their county) and their status only. */
const veteranPlace = z.object({
  gridId: z.string().nullable(),
  regionCode: z.string(),
  status: z.string(),
});

const companyPlace = z.object({ id: z.string(), name: z.string(), regionCode: z.string() });
const fairPlace = z.object({
  id: z.string(),
  title: z.string(),
  regionCode: z.string(),
  startTime: z.string(),
});

export const gridMapDataSchema = z.object({
  /** The first day of the visit window (YYYY-MM-DD). */
  visitedSince: z.string(),
  total: z.number(),
  counties: z.array(countyFigures),
  grids: z.array(gridFigures),
  /** Each veteran in view, when at most MAP_POINT_LIMIT; null when only counts are given. */
  veterans: z.array(veteranPlace).nullable(),
  /** Approved companies, when the caller may list companies (they have no coordinates). */
  companies: z.array(companyPlace),
  /** Published job fairs, when the caller may list them. */
  jobFairs: z.array(fairPlace),
  /** The online tile layer's URL template (MAP_TILE_URL); null: offline boundaries only. */
  tileUrl: z.string().nullable(),
});

export type GridMapData = z.infer<typeof gridMapDataSchema>;
export type GridMapGrid = GridMapData['grids'][number];

/** 网格地图: what the map page draws, in the caller's scope of archives and grids. */
export const gridMapApi = defineEndpoints('网格地图', {
  data: {
    method: 'GET',
    path: '/grid/map/data',
    summary: '网格地图数据：各县退役军人就业状态、网格边界与走访覆盖、企业与招聘会（不含个人信息）',
    access: perm(permissionCode(gridResource, 'list')),
    query: z.object({
      regionCode: z
        .string()
        .regex(/^\d{6}$/, '地区编码应为6位数字')
        .optional(),
    }),
    response: gridMapDataSchema,
  },
});
