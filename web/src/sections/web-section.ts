/** What a section contributes to the back office beyond its pages: pickers, add policies. */
export interface WebSection {
  key: string;
  /** Registers the section's controls and policies; runs once, before any page renders. */
  setup(): void;
}
