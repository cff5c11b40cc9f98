import { regionPrefix } from '@vets/contracts';
import type { AppContext } from '../../../../core/app-context.js';
import { loadRegionLabels } from '../../../../core/resource/region-labels.js';
import { startsWithText } from '../../../../db/like.js';

/** Rows within a province, city or county: the column starts with the region's prefix. */
export const withinRegion = (column: string, code: string) =>
  startsWithText(column, regionPrefix(code));

/** code → how a person reads the region (石家庄市长安区), for every code given. */
export const regionLabels = (ctx: AppContext, codes: Iterable<string | null | undefined>) =>
  loadRegionLabels(ctx.db, ctx.config.installProvince, codes);
