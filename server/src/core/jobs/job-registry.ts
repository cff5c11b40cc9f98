import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';

/** A scheduled job a section's manifest lists. Names, never class names, identify handlers. */
export interface SectionJob {
  /** Unique across sections: `<section>.<job>`. */
  name: string;
  /** What it does, for the log. */
  title: string;
  /** croner pattern, seconds first (6 parts, or 7 with the year; Quartz `?` and `L` allowed). */
  schedule: string;
  /** Also run once when the server starts, to catch up on a run missed while it was down. */
  atStart?: boolean;
  /** Returns how many records it changed, for the log. */
  run(ctx: AppContext): Promise<number | undefined>;
}

/** How long a fire's claim is kept: long past any clock drift between instances. */
const CLAIMS_KEPT_MS = 7 * 24 * 3600_000;

/**
 * Runs the sections' jobs on their schedules. Each fire is claimed by a unique (job, fire time)
 * row first, so that with several instances exactly one runs it.
 */
export class JobRegistry {
  private readonly crons: Cron[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly jobs: readonly SectionJob[],
    private readonly log: FastifyBaseLogger,
  ) {
    const names = new Set<string>();
    for (const job of jobs) {
      if (names.has(job.name)) throw new Error(`定时任务 ${job.name} 重复注册`);
      names.add(job.name);
    }
  }

  /** Runs the start-up jobs, then schedules every job. */
  async start(): Promise<void> {
    for (const job of this.jobs) if (job.atStart) await this.execute(job);
    for (const job of this.jobs) {
      const cron = new Cron(
        job.schedule,
        { mode: '6-or-7-parts', protect: true, catch: (e) => this.log.error(e) },
        async (self: Cron) => {
          const fire = self.currentRun() ?? new Date();
          if (await this.claim(job, this.ctx.clock.format(fire.getTime()))) await this.execute(job);
        },
      );
      this.crons.push(cron);
    }
  }

  stop(): void {
    for (const cron of this.crons.splice(0)) cron.stop();
  }

  /** Runs a job now, outside its schedule (tests, and the start-up catch-up). */
  async execute(job: SectionJob): Promise<number | undefined> {
    const changed = await job.run(this.ctx);
    if (changed) this.log.info({ job: job.name, changed }, job.title);
    return changed;
  }

  private async claim(job: SectionJob, fireTime: string): Promise<boolean> {
    const result = await this.ctx.db
      .insertInto('sysJobRun')
      .values({ jobName: job.name, fireTime, claimedAt: Date.now() })
      .onConflict((oc) => oc.columns(['jobName', 'fireTime']).doNothing())
      .executeTakeFirst();
    const claimed = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    // A job that fires every minute must not grow the claims table without end.
    if (claimed)
      await this.ctx.db
        .deleteFrom('sysJobRun')
        .where('jobName', '=', job.name)
        .where('claimedAt', '<', Date.now() - CLAIMS_KEPT_MS)
        .execute();
    return claimed;
  }
}
