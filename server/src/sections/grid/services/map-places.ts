import {
  companyAuditStatus,
  companyResource,
  fairStatus,
  fairType,
  type GridMapData,
  jobFairResource,
  permissionCode,
  type ResourceDef,
} from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/app-context.js';

const MAX_COMPANIES = 2000;
const MAX_FAIRS = 500;

/** The region filter as a list parameter: the region and everything below it. */
export const regionFilter = (code: string | undefined) =>
  code ? `${code.replace(/(00){1,2}$/, '')}*` : undefined;

/** Rows of another section's resource in the caller's scope, when they may list it. */
async function listed(
  ctx: AppContext,
  request: FastifyRequest,
  def: ResourceDef,
  query: Record<string, string | undefined>,
  limit: number,
): Promise<Array<Record<string, unknown>>> {
  const service = ctx.resources.service(def);
  const actor = await service.actorFor(request);
  if (!actor.permissions.has(permissionCode(def, 'list'))) return [];
  const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
  const spec = service.listSpec(defined, actor);
  return (await service.store.page(spec, await service.scopeFor(request), 1, limit)).records;
}

/** Approved companies and published on-site job fairs of the region; no personal field. */
export async function mapPlaces(
  ctx: AppContext,
  request: FastifyRequest,
  regionCode: string | undefined,
): Promise<Pick<GridMapData, 'companies' | 'jobFairs'>> {
  const region = regionFilter(regionCode);
  const companies = await listed(
    ctx,
    request,
    companyResource,
    {
      auditStatus: companyAuditStatus.values.approved,
      regionCode: region,
      field: 'id,companyName,regionCode',
    },
    MAX_COMPANIES,
  );
  const fairs = await listed(
    ctx,
    request,
    jobFairResource,
    {
      status: fairStatus.values.published,
      fairType: fairType.values.onSite,
      regionCode: region,
      field: 'id,title,regionCode,startTime',
    },
    MAX_FAIRS,
  );
  return {
    companies: companies.map((c) => ({
      id: String(c.id),
      name: String(c.companyName),
      regionCode: String(c.regionCode ?? ''),
    })),
    jobFairs: fairs.map((f) => ({
      id: String(f.id),
      title: String(f.title),
      regionCode: String(f.regionCode ?? ''),
      startTime: String(f.startTime ?? ''),
    })),
  };
}
