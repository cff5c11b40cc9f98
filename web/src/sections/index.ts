import { recruitmentSection } from './recruitment/section';
import type { WebSection } from './web-section';

/** Every section with back-office contributions. A new section adds one line here. */
const WEB_SECTIONS: readonly WebSection[] = [recruitmentSection];

let done = false;

/** Runs every section's setup once (the back-office layout calls it). */
export function setupSections(): void {
  if (done) return;
  done = true;
  for (const section of WEB_SECTIONS) section.setup();
}
