import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../core/app-context.js';
import { registerResourceRoutes } from '../core/resource/resource-routes.js';
import { bindResource } from '../core/resource/section-resource.js';
import type { Section } from '../core/section.js';
import { SECTIONS } from './index.js';

/** Every route of a section is documented under its section: `招聘管理·企业`. */
function tagWithSection(scope: FastifyInstance, section: Section): void {
  scope.addHook('onRoute', (route) => {
    const tags = (route.schema?.tags as string[] | undefined) ?? [];
    const named = tags.length ? tags.map((t) => `${section.title}·${t}`) : [section.title];
    route.schema = { ...route.schema, tags: named };
  });
}

/**
 * Registers every section: first all resources (so that any hand-written route may use any
 * resource's service), then the back-office routes and the portal routes.
 */
export async function registerSections(api: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const section of SECTIONS)
    await api.register(async (scope) => {
      tagWithSection(scope, section);
      for (const entry of section.resources ?? [])
        registerResourceRoutes(scope, ctx, bindResource(entry, ctx), {
          ...(entry.except ? { except: entry.except } : {}),
        });
    });
  for (const section of SECTIONS)
    await api.register(async (scope) => {
      tagWithSection(scope, section);
      for (const routes of [...(section.routes ?? []), ...(section.portalRoutes ?? [])])
        await scope.register(routes, { ctx });
    });
}
