import type { PageModule, WebSection } from '../web-section';

export const trainingSection: WebSection = {
  key: 'training',
  pages: import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/**/*.test.tsx']),
};
