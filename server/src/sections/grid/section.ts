import { GRID_DICTS, gridResource, visitResource } from '@vets/contracts';
import { defineSection } from '../../core/section.js';
import { seedDemoGrids } from './demo/seed-demo.js';
import * as m0021 from './migrations/0021-grid.js';
import { gridHooks } from './resources/grid.hooks.js';
import { visitHooks } from './resources/visit.hooks.js';
import { mapRoutes } from './routes/map-routes.js';
import { GRID_DATA_RULES } from './seed/data-rules.js';
import { GRID_MENUS, gridPage } from './seed/menus.js';
import { userGridsVariable } from './services/worker-grids.js';
import type { GridTables } from './tables.js';

/** 网格管理: grids with their boundaries and workers, visits to veterans, and the map. */
export const gridSection = defineSection<GridTables>({
  key: 'grid',
  title: '网格管理',
  resources: [
    { def: gridResource, hooks: gridHooks, menu: gridPage('grid', '网格信息', 2) },
    { def: visitResource, hooks: visitHooks, menu: gridPage('visit', '走访记录', 3) },
  ],
  routes: [mapRoutes],
  migrations: { '0021-grid': m0021 },
  tables: ['grid_worker'],
  dicts: GRID_DICTS,
  menus: GRID_MENUS,
  dataRules: GRID_DATA_RULES,
  ruleVariables: [userGridsVariable],
  demo: async (db, env) => {
    await seedDemoGrids(db, env.clock);
  },
});
