import { z } from 'zod';
import { defineEndpoints, perm } from '../../../api/endpoint.js';
import { permissionCode } from '../../../resource/resource-types.js';
import { GRID_REF, gridResource } from '../resources/grid.js';

/** Hebei's bounding box with a small margin: [west, south, east, north] in WGS84 degrees. */
export const HEBEI_BBOX = [113.4, 36.0, 119.9, 42.7] as const;
export const BOUNDARY_MIN_POINTS = 4;
export const BOUNDARY_MAX_POINTS = 2000;
const MAX_RINGS = 10;

type LngLat = [number, number];

const inHebei = ([lng, lat]: LngLat) =>
  lng >= HEBEI_BBOX[0] && lng <= HEBEI_BBOX[2] && lat >= HEBEI_BBOX[1] && lat <= HEBEI_BBOX[3];

const degrees = z.number({ error: '边界坐标应为数字（经度、纬度）' }).finite();
const position = z
  .tuple([degrees, degrees], { error: '边界的每个点应为[经度, 纬度]' })
  .refine(inHebei, '边界坐标超出河北省范围');

const ring = z
  .array(position, { error: '边界的每个环应为点的数组' })
  .min(BOUNDARY_MIN_POINTS, `边界至少需要${BOUNDARY_MIN_POINTS}个点（首尾相同）`)
  .max(BOUNDARY_MAX_POINTS, `边界最多${BOUNDARY_MAX_POINTS}个点`)
  .refine((r) => {
    const first = r[0]!;
    const last = r[r.length - 1]!;
    return first[0] === last[0] && first[1] === last[1];
  }, '边界未闭合：首尾点必须相同');

/** A GeoJSON Polygon's coordinates: the outer ring, then holes, each a closed ring in Hebei. */
export const gridBoundarySchema = z
  .array(ring, { error: '网格边界应为多边形坐标（环的数组）' })
  .min(1, '网格边界至少需要一个环')
  .max(MAX_RINGS, `网格边界最多${MAX_RINGS}个环`);

export type GridBoundary = z.infer<typeof gridBoundarySchema>;

/** Reads a stored or sent boundary (JSON text); the message is the first problem, in Chinese. */
export function parseGridBoundary(
  text: string,
): { ok: true; rings: GridBoundary } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: '网格边界不是有效的JSON' };
  }
  const parsed = gridBoundarySchema.safeParse(value);
  if (parsed.success) return { ok: true, rings: parsed.data };
  return { ok: false, message: `网格边界：${parsed.error.issues[0]?.message ?? '格式不正确'}` };
}

/** 网格边界: saved from the map page's drawing. */
export const gridBoundaryApi = defineEndpoints('网格', {
  save: {
    method: 'POST',
    path: '/grid/grid/boundary',
    summary: '保存网格边界（在地图上绘制的多边形，GeoJSON Polygon 坐标的 JSON 文本；null 清除）',
    access: perm(permissionCode(gridResource, 'edit')),
    records: { id: GRID_REF },
    body: z.object({
      id: z.string().min(1, '缺少参数：id').max(32),
      boundary: z.string().max(200_000, '网格边界过大').nullable(),
    }),
    response: z.object({ id: z.string(), version: z.number() }),
  },
});
