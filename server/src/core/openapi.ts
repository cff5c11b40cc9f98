import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { TENANT_HEADER, TOKEN_HEADER } from '@vets/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { CachedAnswer, JSON_TYPE } from './cached-answer.js';
import { restrictOpenApi } from './openapi-access.js';

/**
 * OpenAPI description of every route, browsable at `{apiBase}/docs`: open in development, for
 * signed-in administrators in production. The document (about 1 MB) is serialised and
 * compressed once, not per request.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'config' | 'sessions' | 'db'>,
): Promise<void> {
  const docsPrefix = `${ctx.config.apiBase}/docs`;
  if (ctx.config.production)
    restrictOpenApi(app, { docsPrefix, sessions: ctx.sessions, db: ctx.db });
  await app.register(swagger, {
    openapi: {
      info: {
        title: '精准就业服务系统 API',
        description: `除开放接口外，请在请求头 ${TOKEN_HEADER} 中携带登录返回的 token；${TENANT_HEADER} 指定租户（默认 0）。`,
        version: '0.1.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: TOKEN_HEADER } },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
    // Shared and recursive schemas (menu and department trees) become components they refer to.
    transformObject: jsonSchemaTransformObject,
  });
  const cacheControl = ctx.config.production ? 'private, no-cache' : 'no-cache';
  const documents: Record<string, CachedAnswer> = {
    [`${docsPrefix}/json`]: new CachedAnswer(() => JSON.stringify(app.swagger()), {
      contentType: JSON_TYPE,
      cacheControl,
    }),
    [`${docsPrefix}/yaml`]: new CachedAnswer(() => app.swagger({ yaml: true }), {
      contentType: 'application/x-yaml',
      cacheControl,
    }),
  };
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    staticCSP: true,
    uiHooks: {
      // The document routes answer from the cache instead of serialising the document again.
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        const cached = documents[request.routeOptions.url ?? ''];
        if (cached) return cached.send(request, reply);
      },
    },
  });
}
