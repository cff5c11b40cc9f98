import type { PageModule, WebSection } from '../web-section';

export const identitySection: WebSection = {
  key: 'identity',
  pages: import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/**/*.test.tsx']),
};
