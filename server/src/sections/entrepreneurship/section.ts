import { defineSection } from '../../core/section.js';
import { ENTREPRENEURSHIP_GROUP } from './seed/menus.js';
import { showcasePart } from './showcase/part.js';
import type { ShowcaseTables } from './showcase/tables.js';
import { startupPart } from './startup/part.js';
import type { StartupTables } from './startup/tables.js';

const PARTS = [startupPart, showcasePart];

/** 创业服务: start-up support and contests, and the showcase of results, platforms and partners. */
export const entrepreneurshipSection = defineSection<ShowcaseTables & StartupTables>({
  key: 'entrepreneurship',
  title: '创业服务',
  resources: PARTS.flatMap((p) => p.resources ?? []),
  routes: PARTS.flatMap((p) => p.routes ?? []),
  portalRoutes: PARTS.flatMap((p) => p.portalRoutes ?? []),
  migrations: Object.assign({}, ...PARTS.map((p) => p.migrations ?? {})),
  tables: PARTS.flatMap((p) => p.tables ?? []),
  dicts: PARTS.flatMap((p) => p.dicts ?? []),
  menus: [ENTREPRENEURSHIP_GROUP, ...PARTS.flatMap((p) => p.menus ?? [])],
  dataRules: PARTS.flatMap((p) => p.dataRules ?? []),
  jobs: PARTS.flatMap((p) => p.jobs ?? []),
  demo: async (db, env) => {
    for (const part of PARTS) await part.demo?.(db, env);
  },
});
