import type { PortalArea } from '../portal-page';
import { accountPages } from './pages';

export const accountArea: PortalArea<keyof typeof accountPages> = {
  pages: accountPages,
  load: { myJobs: () => import('./MyJobs') },
};
