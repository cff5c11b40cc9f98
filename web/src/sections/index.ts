import { accountsSection } from './accounts/section';
import { archivesSection } from './archives/section';
import { entrepreneurshipSection } from './entrepreneurship/section';
import { gridSection } from './grid/section';
import { identitySection } from './identity/section';
import { noticesSection } from './notices/section';
import { organisationSection } from './organisation/section';
import { recruitmentSection } from './recruitment/section';
import { siteSection } from './site/section';
import { systemSection } from './system/section';
import { trainingSection } from './training/section';
import type { WebSection } from './web-section';

/**
 * Every section with back-office pages, in menu order. The page registry and the set-up come
 * from this list; a new section adds one line here.
 */
export const WEB_SECTIONS: readonly WebSection[] = [
  systemSection,
  organisationSection,
  identitySection,
  noticesSection,
  siteSection,
  recruitmentSection,
  archivesSection,
  gridSection,
  accountsSection,
  trainingSection,
  entrepreneurshipSection,
];

let done = false;

/** Runs every section's setup once (the back-office layout calls it). */
export function setupSections(): void {
  if (done) return;
  done = true;
  for (const section of WEB_SECTIONS) section.setup?.();
}
