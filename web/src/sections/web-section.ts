import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

/** A section's back-office pages by file (`./pages/PositionList.tsx`), each loaded on demand. */
export type SectionPages = Record<string, () => Promise<PageModule>>;

/** What a section contributes to the back office: its pages, and the pickers and policies it adds. */
export interface WebSection {
  key: string;
  pages: SectionPages;
  /** Registers the section's controls and policies; runs once, before any page renders. */
  setup?(): void;
}
