import type { PageModule, WebSection } from '../web-section';

export const accountsSection: WebSection = {
  key: 'accounts',
  pages: import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/**/*.test.tsx']),
};
