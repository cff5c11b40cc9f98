import type { PageModule, WebSection } from '../web-section';

export const entrepreneurshipSection: WebSection = {
  key: 'entrepreneurship',
  pages: import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/**/*.test.tsx']),
};
