import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';

/** The budget of an anonymous route: requests per client IP and minute, each route its own. */
export const anonymousBudget = (config: Pick<AppConfig, 'portalRateLimit'>) => ({
  max: config.portalRateLimit,
  timeWindow: '1 minute',
});

/** The route config of an anonymous portal read: rate limited per client. */
export const portalReadConfig = (ctx: { config: Pick<AppConfig, 'portalRateLimit'> }) => ({
  rateLimit: anonymousBudget(ctx.config),
});

/**
 * Gives every API route that answers anonymous callers the anonymous budget, unless it declares
 * its own: each route whose access is open, and the OpenAPI pages (open in development). Derived
 * from the routes' declared access, so a new open route is limited without anyone remembering
 * to. Register it before @fastify/rate-limit, whose own onRoute hook reads the budget.
 */
export function limitAnonymousRoutes(
  app: FastifyInstance,
  config: Pick<AppConfig, 'portalRateLimit' | 'apiBase'>,
): void {
  const docs = `${config.apiBase}/docs`;
  app.addHook('onRoute', (route) => {
    const open = route.config?.access?.kind === 'open' || route.url.startsWith(docs);
    if (!open || !route.url.startsWith(`${config.apiBase}/`) || route.config?.rateLimit) return;
    route.config = { ...route.config, rateLimit: anonymousBudget(config) };
  });
}
