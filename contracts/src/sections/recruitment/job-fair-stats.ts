/** A job fair's figures and the series its statistics panel charts. */
export interface JobFairStats {
  companies: number;
  pendingBooths: number;
  positions: number;
  headcount: number;
  registrations: number;
  visitors: number;
  applications: number;
  intendedHires: number;
  hires: number;
  /** Applications per day from the fair's start. */
  applicationsByDay: Array<{ day: string; count: number }>;
  /** Headcount per position category among the fair's positions. */
  positionsByCategory: Array<{ name: string; count: number }>;
}
