import { type ApiResponse, type Endpoint, type EndpointResult, envelopeOf } from '@vets/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** A request to an endpoint, typed by its declared schemas (already validated). */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** The handler of an endpoint: its envelope, or a reply it sent itself (a file, a stream). */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ApiResponse<EndpointResult<E>> | FastifyReply>;

/**
 * Registers a hand-written endpoint from its contract: the access it declares, its input
 * schemas, and its response schema, which documents it and strips undeclared fields.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: {
    config?: Omit<FastifyContextConfig, 'access'>;
    /** Answers besides 200 (an import that refused rows answers 201). */
    responses?: Record<number, z.ZodType>;
  } = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...options.config,
      access: endpoint.access,
      ...(endpoint.records ? { records: endpoint.records } : {}),
    },
    schema: {
      summary: endpoint.summary,
      ...(endpoint.tag ? { tags: [endpoint.tag] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        200: endpoint.produces
          ? {
              description: endpoint.summary,
              content: { [endpoint.produces]: { schema: endpoint.response } },
            }
          : envelopeOf(endpoint.response),
        ...options.responses,
      },
    },
    handler: handler as unknown as RouteHandlerMethod,
  });
}
