import type { RecordRef } from '@vets/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../errors.js';
import type { ResourceRegistry } from './resource-registry.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Inputs naming records that must be in the caller's scope (the endpoint's `records`). */
    records?: Record<string, RecordRef>;
  }
}

type Input = Record<string, unknown>;

function inputOf(request: FastifyRequest): Input {
  const parts = [request.params, request.query, request.body];
  return Object.assign({}, ...parts.filter((p) => p && typeof p === 'object')) as Input;
}

function resourceKey(ref: RecordRef, input: Input): string | undefined {
  return typeof ref === 'string' ? ref : ref.keys[String(input[ref.by])];
}

/**
 * Before a hand-written endpoint runs, every record its declared inputs name must be in the
 * caller's scope of that resource, the same scope as the resource's own list and queryById;
 * otherwise the call answers 404 as if the record did not exist.
 */
export function registerRecordScopeGuard(app: FastifyInstance, resources: ResourceRegistry) {
  app.addHook('preHandler', async (request) => {
    const records = request.routeOptions.config.records;
    if (!records) return;
    const input = inputOf(request);
    for (const [name, ref] of Object.entries(records)) {
      const raw = input[name];
      if (raw === undefined || raw === null || raw === '') continue;
      const key = resourceKey(ref, input);
      const service = key ? resources.byKey(key) : undefined;
      if (!service) throw new Error(`端点声明的资源 ${String(key)} 未注册`);
      const ids = [...new Set(String(raw).split(',').filter(Boolean))];
      const allowed = await service.store.allowedIds(ids, await service.scopeFor(request));
      if (allowed.length !== ids.length) throw notFound(`未找到对应的${service.def.title}`);
    }
  });
}
