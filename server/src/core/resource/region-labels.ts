import type { Db } from '../../db/database.js';
import { regionChainCodes, regionLabel } from './region-label.js';

/**
 * code → how a person reads the region (石家庄市长安区), for every code given, with one read of
 * the names they need.
 */
export async function loadRegionLabels(
  db: Db,
  homeProvince: string,
  codes: Iterable<string | null | undefined>,
): Promise<(code: string | null | undefined) => string> {
  const wanted = regionChainCodes([...codes].filter((c): c is string => Boolean(c)));
  const rows = wanted.length
    ? await db.selectFrom('sysArea').select(['code', 'name']).where('code', 'in', wanted).execute()
    : [];
  const names = new Map(rows.map((r) => [r.code, r.name]));
  return (code) => (code ? regionLabel(names, code, homeProvince) : '');
}
