import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import { AccessLogController } from './core/access-log.js';
import { limitAnonymousRoutes } from './core/anonymous-rate-limit.js';
import type { AppContext } from './core/app-context.js';
import { OPEN, registerAccessControl } from './core/auth/access.js';
import { failure, ok } from './core/envelope.js';
import { frameworkErrors, registerErrorHandler } from './core/error-handler.js';
import { UPLOAD_MAX_BYTES } from './core/files/upload-policy.js';
import { registerInputGuard } from './core/input-guard.js';
import { JobRegistry } from './core/jobs/job-registry.js';
import { registerOpenApi } from './core/openapi.js';
import { registerOperationLog } from './core/operation-log.js';
import { realtimeRoutes } from './core/realtime/index.js';
import { registerRecordScopeGuard } from './core/resource/record-scope-guard.js';
import { zodSerializerCompiler } from './core/response-serializer.js';
import { registerSecurityHeaders } from './core/security-headers.js';
import { casLoginUrl } from './core/sso-config.js';
import { registerStaticWeb } from './core/static-web.js';
import { zodValidatorCompiler } from './core/validation.js';
import { sectionJobs } from './sections/composition.js';
import { registerSections } from './sections/register.js';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** Extra plugins under the API base, registered after the modules (tests use this). */
  plugins?: Array<FastifyPluginAsync<{ ctx: AppContext }>>;
}

/** Builds the Fastify instance; tests drive it through `app.inject`. */
export async function buildApp(
  ctx: AppContext,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: ctx.config.logLevel,
      redact: ['req.headers["x-access-token"]'],
    },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1_048_576,
    requestIdHeader: 'x-request-id',
    logController: new AccessLogController(),
    frameworkErrors,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler(ctx.config.strictResponses));
  registerErrorHandler(app);
  registerInputGuard(app);
  registerSecurityHeaders(app, `${ctx.config.apiBase}/docs`, {
    mapTileUrl: ctx.config.mapTileUrl,
    encryptServiceUrl: ctx.config.encryptService?.url ?? null,
  });

  limitAnonymousRoutes(app, ctx.config);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      ...failure(429, `请求过于频繁，请${Math.ceil(context.ttl / 1000)}秒后再试`),
      statusCode: 429,
    }),
  });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 10, fields: 20, fieldSize: 65_536, parts: 40 },
  });
  await registerOpenApi(app, ctx);
  registerAccessControl(app, {
    sessions: ctx.sessions,
    permissions: ctx.permissions,
    tenants: ctx.tenants,
    apiBase: ctx.config.apiBase,
  });
  registerOperationLog(app, { db: ctx.db, clock: ctx.clock, apiBase: ctx.config.apiBase });
  registerRecordScopeGuard(app, ctx.resources);

  await app.register(
    async (api) => {
      api.get('/health', { config: { access: OPEN }, schema: { hide: true } }, async () =>
        ok({ status: 'UP' }),
      );
      await registerSections(api, ctx);
      await api.register(realtimeRoutes, { ctx });
      for (const plugin of options.plugins ?? []) await api.register(plugin, { ctx });
    },
    { prefix: ctx.config.apiBase },
  );

  const jobs = new JobRegistry(ctx, sectionJobs(), app.log);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  const { apiBase, systemTitle, ssoLoginUrl, installProvince, cas, oidc } = ctx.config;
  await registerStaticWeb(app, {
    webDistDir: ctx.config.webDistDir,
    runtime: {
      apiBase,
      systemTitle,
      ssoLoginUrl,
      installProvince,
      encryptService: ctx.config.encryptService,
      casLoginUrl: cas ? casLoginUrl(cas) : null,
      thirdLogin: oidc ? { type: 'oidc', name: oidc.displayName } : null,
    },
  });
  return app;
}
