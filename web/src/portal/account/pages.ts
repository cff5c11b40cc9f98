import { VETERAN_HOME_PATH } from '@vets/contracts';
import type { PortalPageDecl } from '../portal-page';

/** The veteran's own corner of the portal. */
export const accountPages = {
  myJobs: { path: VETERAN_HOME_PATH, title: '我的求职', parent: 'home', veteranOnly: true },
} satisfies Record<string, PortalPageDecl>;
