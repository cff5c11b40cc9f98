import { positionResource } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { registerResourceRoutes } from '../../../core/resource/resource-routes.js';

/** 职务: `/sys/position/*`, entirely from its definition. */
export const positionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerResourceRoutes(app, ctx, { def: positionResource });
};
