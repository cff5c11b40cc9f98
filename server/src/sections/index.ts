import type { Section } from '../core/section.js';
import { accountsSection } from './accounts/section.js';
import { archivesSection } from './archives/section.js';
import { entrepreneurshipSection } from './entrepreneurship/section.js';
import { gridSection } from './grid/section.js';
import { identitySection } from './identity/section.js';
import { noticesSection } from './notices/section.js';
import { organisationSection } from './organisation/section.js';
import { publishingSection } from './publishing/section.js';
import { recruitmentSection } from './recruitment/section.js';
import { siteSection } from './site/section.js';
import { systemSection } from './system/section.js';
import { trainingSection } from './training/section.js';

/** Every business section, in menu and start-up order. A new section is one more line here. */
export const SECTIONS = [
  organisationSection,
  systemSection,
  identitySection,
  noticesSection,
  siteSection,
  recruitmentSection,
  archivesSection,
  gridSection,
  accountsSection,
  trainingSection,
  entrepreneurshipSection,
  publishingSection,
] as const satisfies readonly Section[];
