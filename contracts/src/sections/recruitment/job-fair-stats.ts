import { z } from 'zod';

/** A job fair's figures and the series its statistics panel charts. */
export const jobFairStatsSchema = z.object({
  companies: z.number(),
  pendingBooths: z.number(),
  positions: z.number(),
  headcount: z.number(),
  registrations: z.number(),
  visitors: z.number(),
  applications: z.number(),
  intendedHires: z.number(),
  hires: z.number(),
  /** Applications per day from the fair's start. */
  applicationsByDay: z.array(z.object({ day: z.string(), count: z.number() })),
  /** Headcount per position category among the fair's positions. */
  positionsByCategory: z.array(z.object({ name: z.string(), count: z.number() })),
});
export type JobFairStats = z.infer<typeof jobFairStatsSchema>;
