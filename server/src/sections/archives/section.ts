import {
  ARCHIVES_DICTS,
  archiveEmploymentResource,
  archiveFamilyResource,
  archiveResource,
  archiveSkillResource,
  archiveTrainingResource,
  jobIntentionResource,
  jobResultResource,
  unemploymentResource,
} from '@vets/contracts';
import { defineSection } from '../../core/section.js';
import { onHire } from '../recruitment/index.js';
import { seedDemoArchives } from './demo/seed-demo.js';
import * as m0020 from './migrations/0020-archives.js';
import * as m0022 from './migrations/0022-archive-statistics.js';
import { archiveHooks } from './resources/archive.hooks.js';
import { employmentHooks } from './resources/employment.hooks.js';
import { jobResultHooks } from './resources/job-result.hooks.js';
import { unemploymentHooks } from './resources/unemployment.hooks.js';
import { relatedRoutes } from './routes/related-routes.js';
import { statisticsRoutes } from './routes/statistics-routes.js';
import { ARCHIVES_DATA_RULES } from './seed/data-rules.js';
import { ARCHIVES_MENUS, archivePage } from './seed/menus.js';
import { archiveDashboardFigures } from './services/dashboard-figures.js';
import { recordHire } from './services/hire-placement.js';
import type { ArchivesTables } from './tables.js';

/** 就业档案: one archive per veteran, its related records, and the lists built on it. */
// A hire in recruitment is a placement on the veteran's archive, in the hire's transaction.
onHire(recordHire);

export const archivesSection = defineSection<ArchivesTables>({
  key: 'archives',
  title: '就业档案',
  resources: [
    {
      def: archiveResource,
      hooks: archiveHooks,
      menu: archivePage('basic', '档案管理', 1, 'ArchiveList'),
    },
    { def: archiveFamilyResource },
    { def: archiveSkillResource },
    { def: archiveTrainingResource },
    { def: archiveEmploymentResource, hooks: employmentHooks },
    {
      def: unemploymentResource,
      hooks: unemploymentHooks,
      menu: archivePage('unemployment', '失业登记', 2),
    },
    {
      def: jobResultResource,
      hooks: jobResultHooks,
      menu: archivePage('jobResult', '就业成果', 3),
    },
    { def: jobIntentionResource, menu: archivePage('intention', '求职意向', 4) },
  ],
  routes: [relatedRoutes, statisticsRoutes],
  migrations: { '0020-archives': m0020, '0022-archive-statistics': m0022 },
  tables: ['arc_stat_sign_off', 'arc_stat_sign_off_member'],
  dicts: ARCHIVES_DICTS,
  menus: ARCHIVES_MENUS,
  dataRules: ARCHIVES_DATA_RULES,
  demo: async (db, env) => {
    await seedDemoArchives(db, env);
  },
  dashboard: archiveDashboardFigures,
});
