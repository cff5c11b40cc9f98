import {
  contestCriterionResource,
  contestEditionResource,
  contestEntryResource,
  contestPanelResource,
  entrepreneurResource,
  judgeResource,
  mentorResource,
  projectResource,
  STARTUP_DICTS,
  supportResource,
} from '@vets/contracts';
import type { SectionPart } from '../part.js';
import { seedDemoStartup } from './demo/seed-demo.js';
import * as m0030 from './migrations/0030-entrepreneurship-startup.js';
import { criterionHooks, editionHooks, entryHooks, panelHooks } from './resources/contest.hooks.js';
import { entrepreneurHooks, judgeHooks, projectHooks } from './resources/venture.hooks.js';
import { contestRoutes } from './routes/contest-routes.js';
import { contestPortalRoutes } from './routes/portal-routes.js';
import { STARTUP_MENUS, startupPage } from './seed/menus.js';

/** 创业者、创业项目、创业大赛 (editions, entries, judges, scores, awards). */
export const startupPart: SectionPart = {
  resources: [
    {
      def: entrepreneurResource,
      hooks: entrepreneurHooks,
      menu: startupPage('entrepreneur', '创业者', 1, 'EntrepreneurList'),
    },
    { def: supportResource },
    {
      def: projectResource,
      hooks: projectHooks,
      menu: startupPage('project', '创业项目', 2, 'ProjectList'),
    },
    { def: mentorResource },
    {
      def: contestEditionResource,
      hooks: editionHooks,
      menu: startupPage('contest', '创业大赛', 3, 'ContestList'),
    },
    { def: contestCriterionResource, hooks: criterionHooks },
    { def: contestPanelResource, hooks: panelHooks },
    { def: contestEntryResource, hooks: entryHooks },
    { def: judgeResource, hooks: judgeHooks, menu: startupPage('judge', '评委库', 4) },
  ],
  routes: [contestRoutes],
  portalRoutes: [contestPortalRoutes],
  migrations: { '0030-entrepreneurship-startup': m0030 },
  tables: ['cy_contest_score', 'cy_contest_result'],
  dicts: STARTUP_DICTS,
  menus: STARTUP_MENUS,
  demo: async (db, env) => {
    await seedDemoStartup(db, env.clock);
  },
};
