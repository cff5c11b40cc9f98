import { permissionCode, type ResourceDef } from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { requireAuth } from '../auth/access.js';
import type { ScopedIds } from '../resource/resource-store.js';

/** What a figure over one resource may count: nothing without its list permission. */
export type FigureScope = { allowed: false } | { allowed: true; inScope: ScopedIds };

/**
 * The caller's scope of a resource for a dashboard figure: the same tenant, data rules and
 * parent binding as the resource's list, and only for a caller who holds that list.
 */
export async function figureScope(
  ctx: AppContext,
  request: FastifyRequest,
  def: Pick<ResourceDef, 'key' | 'permission'>,
): Promise<FigureScope> {
  const auth = requireAuth(request);
  const { codes } = await ctx.permissions.forUser(auth.userId, auth.permissionVersion);
  if (!codes.has(permissionCode(def, 'list'))) return { allowed: false };
  const service = ctx.resources.service(def);
  return { allowed: true, inScope: service.store.scopedIds(await service.scopeFor(request)) };
}

/** A share as a percentage with one decimal; 0 when there is nothing to divide by. */
export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
