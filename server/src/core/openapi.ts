import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { TENANT_HEADER, TOKEN_HEADER } from '@vets/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI description of every route, browsable at `{apiBase}/docs`. */
export async function registerOpenApi(app: FastifyInstance, apiBase: string): Promise<void> {
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
  await app.register(swaggerUi, { routePrefix: `${apiBase}/docs`, staticCSP: true });
}
