import { REGISTER_MESSAGES, registerApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { RegionOffices } from '../../organisation/index.js';
import { registerCompany } from '../services/company-registration.js';

/** 企业注册: open to anyone holding a registration code for their phone. */
export const registerRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const offices = new RegionOffices(ctx.db);
  serve(app, registerApi.register, async (request) => {
    await registerCompany(ctx, offices, request.body);
    return ok(null, REGISTER_MESSAGES.done);
  });
};
