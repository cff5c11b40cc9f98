import type { Section } from '../../core/section.js';

/**
 * One area of 创业服务 (start-up support; showcase of results and partners). The section merges
 * its parts, so each area keeps its resources, routes, migrations, menus and demo in its folder.
 */
export type SectionPart = Pick<
  Section,
  | 'resources'
  | 'routes'
  | 'portalRoutes'
  | 'migrations'
  | 'tables'
  | 'dicts'
  | 'menus'
  | 'dataRules'
  | 'jobs'
  | 'demo'
>;
