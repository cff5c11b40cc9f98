import { regionPrefix } from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { badRequest, forbidden, notFound } from '../../../core/errors.js';
import { departmentRegions } from '../../organisation/index.js';
import { statisticsDb } from './statistics-tables.js';

export interface RegionRef {
  regionCode: string;
  regionName: string;
}

/** A region of the statistics with its children one level down (a county: itself). */
export interface StatisticsRegion extends RegionRef {
  /** The digits every code inside it starts with: 13, 1301, 130102. */
  prefix: string;
  /** 1 province, 2 city, 3 county. */
  level: number;
  path: RegionRef[];
  children: RegionRef[];
}

export const isCountyCode = (code: string) => regionPrefix(code).length === 6;

/** The child of a region (by its prefix) that a region code lies in. */
export function childCodeOf(prefix: string, code: string): string {
  if (prefix.length >= 6) return prefix;
  return code.slice(0, prefix.length + 2).padEnd(6, '0');
}

/** Whether `code` lies inside the region with prefix `outer`. */
export const inside = (outer: string, code: string) => regionPrefix(code).startsWith(outer);

/**
 * The region of the office the caller belongs to: the department, or the nearest department
 * above it, that serves a region.
 */
export async function callerRegion(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const orgCode = requireAuth(request).orgCode ?? '';
  let best: { orgCode: string; regionCode: string } | undefined;
  for (const d of await departmentRegions(ctx.db))
    if (orgCode.startsWith(d.orgCode) && (!best || d.orgCode.length > best.orgCode.length))
      best = d;
  if (!best) throw forbidden('当前用户所在部门未关联服务地区，不能查看就业统计');
  return best.regionCode;
}

async function names(ctx: AppContext, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await statisticsDb(ctx.db)
    .selectFrom('sysArea')
    .select(['code', 'name'])
    .where('code', 'in', codes)
    .execute();
  return new Map(rows.map((r) => [r.code, r.name]));
}

/**
 * The region a request asks for (default: the caller's own), inside the installation's
 * province (else 400) and inside the caller's region (else 404, as for any record outside
 * the caller's scope).
 */
export async function resolveRegion(
  ctx: AppContext,
  request: FastifyRequest,
  requested: string | undefined,
): Promise<StatisticsRegion> {
  const own = await callerRegion(ctx, request);
  const code = requested ?? own;
  if (!inside(regionPrefix(ctx.config.installProvince), code))
    throw badRequest('地区代码不在本省范围内');
  const ownPrefix = regionPrefix(own);
  if (!inside(ownPrefix, code)) throw notFound('未找到该地区的统计，或无权查看');
  const prefix = regionPrefix(code);
  const chain = [2, 4, 6]
    .filter((n) => n <= prefix.length && n >= ownPrefix.length)
    .map((n) => prefix.slice(0, n).padEnd(6, '0'));
  const db = statisticsDb(ctx.db);
  const childRows =
    prefix.length < 6
      ? await db
          .selectFrom('sysArea')
          .select(['code', 'name'])
          .where('pid', '=', code)
          .orderBy('code')
          .execute()
      : [];
  const known = await names(ctx, chain);
  if (!known.has(code)) throw notFound('未找到该地区');
  const path = chain.map((c) => ({ regionCode: c, regionName: known.get(c) ?? c }));
  const self = { regionCode: code, regionName: known.get(code) ?? code };
  return {
    ...self,
    prefix,
    level: prefix.length / 2,
    path,
    children:
      prefix.length < 6
        ? childRows.map((r) => ({ regionCode: r.code, regionName: r.name }))
        : [self],
  };
}

/** Full names (石家庄市长安区) of region codes, for traces and exports. */
export async function fullNames(ctx: AppContext, codes: string[]): Promise<Map<string, string>> {
  const all = new Set<string>();
  for (const c of codes) for (const n of [4, 6]) all.add(c.slice(0, n).padEnd(6, '0'));
  const known = await names(ctx, [...all]);
  return new Map(
    codes.map((c) => {
      const parts = [...new Set([`${c.slice(0, 4)}00`, c])].map((p) => known.get(p) ?? '');
      return [c, parts.join('') || c];
    }),
  );
}
