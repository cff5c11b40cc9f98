import type { PageModule, WebSection } from '../web-section';

export const noticesSection: WebSection = {
  key: 'notices',
  pages: import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/**/*.test.tsx']),
};
