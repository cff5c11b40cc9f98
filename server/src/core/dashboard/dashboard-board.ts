import type {
  DashboardCard,
  DashboardFigures,
  DashboardRegion,
  DashboardSeries,
} from '@vets/contracts';
import type { FastifyRequest } from 'fastify';
import type { DashboardPeriod } from './dashboard-period.js';

/** What one section adds to the dashboard; a section without the caller's permission adds nothing. */
export interface DashboardContribution {
  cards?: DashboardCard[];
  regions?: DashboardRegion[];
  /** One value per month of `period.months`. */
  trend?: DashboardSeries[];
}

/** `C` is the app context; kept generic so that the context can hold the board. */
export type DashboardProvider<C> = (
  ctx: C,
  request: FastifyRequest,
  period: DashboardPeriod,
) => Promise<DashboardContribution>;

/** A section's provider with the section's name, for the notice when it fails. */
export interface DashboardEntry<C> {
  title: string;
  provide: DashboardProvider<C>;
}

/**
 * The dashboard's figures gathered from every section that contributes. A section that fails
 * is logged and left out with a notice, so one broken figure never blanks the page.
 */
export class DashboardBoard<C> {
  private readonly entries: DashboardEntry<C>[];

  constructor(entries: readonly DashboardEntry<C>[]) {
    this.entries = [...entries];
  }

  add(entry: DashboardEntry<C>): void {
    this.entries.push(entry);
  }

  async collect(
    ctx: C,
    request: FastifyRequest,
    period: DashboardPeriod,
  ): Promise<DashboardFigures> {
    const out: DashboardFigures = {
      cards: [],
      regions: [],
      months: period.months,
      trend: [],
      notices: [],
    };
    const settled = await Promise.allSettled(
      this.entries.map((e) => e.provide(ctx, request, period)),
    );
    settled.forEach((result, i) => {
      const entry = this.entries[i]!;
      if (result.status === 'rejected') {
        request.log.error({ err: result.reason, section: entry.title }, 'dashboard figures failed');
        out.notices.push(`${entry.title}数据暂时无法统计，请稍后刷新`);
        return;
      }
      out.cards.push(...(result.value.cards ?? []));
      out.regions.push(...(result.value.regions ?? []));
      out.trend.push(...(result.value.trend ?? []));
    });
    return out;
  }
}
