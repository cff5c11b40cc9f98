import { permissionApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { okJson } from '../../../core/envelope.js';

export const permissionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The payload is cached as JSON text and sent as is (a string bypasses the serializer).
  serve(app, permissionApi.getUserPermissionByToken, async (request, reply) => {
    const auth = requireAuth(request);
    const { payloadJson } = await ctx.permissions.forUser(auth.userId, auth.permissionVersion);
    return reply.type('application/json; charset=utf-8').send(okJson(payloadJson, '查询成功'));
  });
};
