import { gridBoundaryApi, gridMapApi, gridResource, parseGridBoundary } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { badRequest } from '../../../core/errors.js';
import { saveBoundary } from '../services/boundary-store.js';
import { gridMapData } from '../services/map-data.js';

/** 网格地图: the map's data, and the boundaries drawn on it. */
export const mapRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, gridMapApi.data, async (request) =>
    ok(await gridMapData(ctx, request, request.query.regionCode), '查询成功'),
  );

  const grids = ctx.resources.service(gridResource);
  serve(app, gridBoundaryApi.save, async (request) => {
    const { id, boundary } = request.body;
    if (boundary !== null) {
      const parsed = parseGridBoundary(boundary);
      if (!parsed.ok) throw badRequest(parsed.message);
    }
    const actor = await grids.actorFor(request);
    const version = await saveBoundary(ctx, { id, boundary, username: actor.username });
    return ok({ id, version }, '保存成功');
  });
};
