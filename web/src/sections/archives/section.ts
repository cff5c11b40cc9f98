import type { PageModule, WebSection } from '../web-section';

export const archivesSection: WebSection = {
  key: 'archives',
  pages: import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/**/*.test.tsx']),
};
