import { institutionResource, TRAINING_DICTS } from '@vets/contracts';
import { defineSection } from '../../core/section.js';
import { seedDemoInstitutions } from './demo/seed-demo.js';
import * as m0028 from './migrations/0028-training-institutions.js';
import { institutionHooks } from './resources/institution.hooks.js';
import { TRAINING_DATA_RULES, TRAINING_MENUS, trainingPage } from './seed/menus.js';
import type { TrainingTables } from './tables.js';

/** 培训管理: the institutions that train veterans, and their own accounts (courses follow). */
export const trainingSection = defineSection<TrainingTables>({
  key: 'training',
  title: '培训管理',
  resources: [
    {
      def: institutionResource,
      hooks: institutionHooks,
      menu: trainingPage('institution', '培训机构', 1, 'InstitutionList'),
    },
  ],
  migrations: { '0028-training-institutions': m0028 },
  dicts: TRAINING_DICTS,
  menus: TRAINING_MENUS,
  dataRules: TRAINING_DATA_RULES,
  demo: async (db, env) => {
    await seedDemoInstitutions(db, env.clock);
  },
});
