import type { PageModule, WebSection } from '../web-section';

export const gridSection: WebSection = {
  key: 'grid',
  pages: import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/**/*.test.tsx']),
};
