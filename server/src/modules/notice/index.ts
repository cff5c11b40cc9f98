import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { announcementRoutes } from './routes/announcement-routes.js';

/** Announcements and notifications (push goes through modules/realtime). */
export const noticeModule: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(announcementRoutes, opts);
};
