import type { PortalArea } from '../portal-page';
import { homePages } from './pages';

export const homeArea: PortalArea<keyof typeof homePages> = {
  pages: homePages,
  load: { home: () => import('./PortalHome') },
};
