import type { AppContext } from './app-context.js';

/** The route config of an anonymous portal read: rate limited per client. */
export const portalReadConfig = (ctx: Pick<AppContext, 'config'>) => ({
  rateLimit: { max: ctx.config.portalRateLimit, timeWindow: '1 minute' },
});
