import { articleResource, PUBLISHING_DICTS, policyResource } from '@vets/contracts';
import { defineSection } from '../../core/section.js';
import { seedDemoPublishing } from './demo/seed-demo.js';
import * as m0032 from './migrations/0032-publishing.js';
import { policyHooks } from './resources/policy.hooks.js';
import { publishableHooks, publishDue } from './resources/publishable.hooks.js';
import { policyMatchRoutes } from './routes/policy-match-routes.js';
import { PUBLISHING_MENUS, publishingPage } from './seed/menus.js';
import { findPolicyPeople } from './services/policy-finder.js';
import type { PublishingTables } from './tables.js';

/** 信息发布: news, notices, guidance and policies for the portal, and 政策找人. */
export const publishingSection = defineSection<PublishingTables>({
  key: 'publishing',
  title: '信息发布',
  resources: [
    {
      def: articleResource,
      hooks: publishableHooks(articleResource),
      menu: publishingPage('article', '新闻资讯', 1),
    },
    {
      def: policyResource,
      hooks: policyHooks,
      menu: publishingPage('policy', '政策发布', 2),
    },
  ],
  routes: [policyMatchRoutes],
  migrations: { '0032-publishing': m0032 },
  tables: ['pub_policy_match'],
  dicts: PUBLISHING_DICTS,
  menus: PUBLISHING_MENUS,
  jobs: [
    {
      name: 'publishing.publishScheduled',
      title: '定时发布新闻资讯和政策',
      // At the start of every minute.
      schedule: '0 * * * * *',
      atStart: true,
      run: async (ctx) =>
        (await publishDue(ctx, articleResource)) + (await publishDue(ctx, policyResource)),
    },
    {
      name: 'publishing.findPolicyPeople',
      title: '政策找人：新发布或修改的政策匹配退役军人档案并通知',
      // Half past one every night.
      schedule: '0 30 1 * * *',
      run: async (ctx) => (await findPolicyPeople(ctx)).notified,
    },
  ],
  demo: async (db, env) => {
    await seedDemoPublishing(db, env.clock);
  },
});
