import type { PageModule, WebSection } from '../web-section';

export const systemSection: WebSection = {
  key: 'system',
  pages: import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/**/*.test.tsx']),
};
