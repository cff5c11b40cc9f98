import type { PageModule, WebSection } from '../web-section';

export const organisationSection: WebSection = {
  key: 'organisation',
  pages: import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/**/*.test.tsx']),
};
