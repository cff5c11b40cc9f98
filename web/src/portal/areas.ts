import { accountArea } from './account/area';
import { entrepreneurshipArea } from './entrepreneurship/area';
import { homeArea } from './home/area';
import type { PortalArea } from './portal-page';
import { publishingArea } from './publishing/area';
import { recruitmentArea } from './recruitment/area';

/**
 * Every area of the portal; a new area adds its line here. Each is taken from its `area.ts`, not
 * its `index.ts`: the app's entry loads these, and the cards an index also offers belong in the
 * pages' own chunks.
 */
export const PORTAL_AREAS: readonly PortalArea[] = [
  homeArea,
  recruitmentArea,
  publishingArea,
  entrepreneurshipArea,
  accountArea,
];
