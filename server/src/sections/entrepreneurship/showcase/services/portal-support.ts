import { regionPrefix } from '@vets/contracts';
import type { AppContext } from '../../../../core/app-context.js';
import { regionChainCodes, regionLabel } from '../../../../core/resource/region-label.js';
import { startsWithText } from '../../../../db/like.js';

/** Per client, like the recruitment portal's reads. */
export const portalRateLimit = (ctx: AppContext) => ({
  rateLimit: { max: ctx.config.portalRateLimit, timeWindow: '1 minute' },
});

/** Rows within a province, city or county: the column starts with the region's prefix. */
export const withinRegion = (column: string, code: string) =>
  startsWithText(column, regionPrefix(code));

/** code → how a person reads the region (石家庄市长安区), for every code given. */
export async function regionLabels(
  ctx: AppContext,
  codes: Iterable<string | null | undefined>,
): Promise<(code: string | null | undefined) => string> {
  const wanted = regionChainCodes([...codes].filter((c): c is string => Boolean(c)));
  const rows = wanted.length
    ? await ctx.db
        .selectFrom('sysArea')
        .select(['code', 'name'])
        .where('code', 'in', wanted)
        .execute()
    : [];
  const names = new Map(rows.map((r) => [r.code, r.name]));
  return (code) => (code ? regionLabel(names, code, ctx.config.installProvince) : '');
}

/** The items of a comma-joined list (uploaded paths, dictionary values). */
export const commaList = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** The non-blank lines of a text (one honour per line). */
export const textLines = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(/\r?\n/)
    .map((v) => v.trim())
    .filter(Boolean);
