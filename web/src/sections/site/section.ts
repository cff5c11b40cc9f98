import type { PageModule, WebSection } from '../web-section';

export const siteSection: WebSection = {
  key: 'site',
  pages: import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/**/*.test.tsx']),
};
