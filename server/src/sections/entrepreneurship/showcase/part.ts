import {
  achievementResource,
  agriProductResource,
  agriProjectResource,
  assocMemberResource,
  assocNewsResource,
  SHOWCASE_DICTS,
  transformationResource,
} from '@vets/contracts';
import type { SectionPart } from '../part.js';
import { entrepreneurshipPage } from '../seed/menus.js';
import { seedDemoShowcase } from './demo/seed-demo.js';
import * as m0031 from './migrations/0031-entrepreneurship-showcase.js';
import { transformationHooks } from './resources/transformation.hooks.js';
import { agriPortalRoutes } from './routes/agri-portal-routes.js';

/**
 * 成果展示、成果转化、农业创新平台、促进会、教育培训联盟: staff keep each on the generic resource
 * pages and publish it; the portal reads only what is published. The alliance's members are the
 * training section's institutions, projected by that section's definition.
 */
export const showcasePart: SectionPart = {
  resources: [
    { def: achievementResource, menu: entrepreneurshipPage('achievement', '创业成果展示', 21) },
    {
      def: transformationResource,
      hooks: transformationHooks,
      menu: entrepreneurshipPage('transformation', '创业成果转化', 22),
    },
    { def: agriProjectResource, menu: entrepreneurshipPage('agriProject', '农业创新项目', 23) },
    { def: agriProductResource, menu: entrepreneurshipPage('agriProduct', '农业创新产品', 24) },
    { def: assocMemberResource, menu: entrepreneurshipPage('assocMember', '促进会会员', 25) },
    { def: assocNewsResource, menu: entrepreneurshipPage('assocNews', '促进会动态', 26) },
  ],
  // The other portal lists are their definitions' projections; the agricultural platform joins
  // products to their projects, so it is read by hand.
  portalRoutes: [agriPortalRoutes],
  migrations: { '0031-entrepreneurship-showcase': m0031 },
  dicts: SHOWCASE_DICTS,
  demo: async (db, env) => {
    await seedDemoShowcase(db, env.clock);
  },
};
