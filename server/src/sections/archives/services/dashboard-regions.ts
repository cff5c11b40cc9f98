import type { DashboardRegion } from '@vets/contracts';
import { percent } from '../../../core/dashboard/figure-scope.js';
import type { Db } from '../../../db/database.js';
import { departmentRegions } from '../../organisation/index.js';

/** Archives counted by county of residence: all on record and the employed among them. */
export interface CountyCount {
  county: string;
  onRecord: number;
  employed: number;
}

/**
 * The region of the caller's office: that of their department or, failing that, of the
 * nearest department above it (org codes nest); the installation's province without one.
 */
export async function officeRegion(
  db: Db,
  orgCode: string | null,
  fallback: string,
): Promise<string> {
  if (!orgCode) return fallback;
  const own = (await departmentRegions(db))
    .filter((d) => orgCode.startsWith(d.orgCode))
    .sort((a, b) => b.orgCode.length - a.orgCode.length)[0];
  return own?.regionCode ?? fallback;
}

const isProvince = (code: string) => code.endsWith('0000');
const isCity = (code: string) => !isProvince(code) && code.endsWith('00');

/**
 * Counts rolled up to the regions one level below `office` (province → cities, city →
 * counties); a county office sees itself. Parents come from 行政区划, not from code prefixes,
 * since some county-level cities sit outside their prefix.
 */
export async function byChildRegion(
  db: Db,
  office: string,
  counts: CountyCount[],
): Promise<DashboardRegion[]> {
  const codes = [...new Set(counts.map((c) => c.county))];
  const areas = codes.length
    ? await db.selectFrom('sysArea').select(['code', 'pid']).where('code', 'in', codes).execute()
    : [];
  const parentOf = new Map(areas.map((a) => [a.code, a.pid]));
  const childOf = (county: string): string | undefined => {
    if (isProvince(office)) return parentOf.get(county) ?? undefined;
    if (isCity(office)) return parentOf.get(county) === office ? county : undefined;
    return county === office ? county : undefined;
  };
  const sums = new Map<string, { onRecord: number; employed: number }>();
  for (const c of counts) {
    const child = childOf(c.county);
    if (!child) continue;
    const sum = sums.get(child) ?? { onRecord: 0, employed: 0 };
    sum.onRecord += c.onRecord;
    sum.employed += c.employed;
    sums.set(child, sum);
  }
  const children = await db
    .selectFrom('sysArea')
    .select(['code', 'name'])
    .$call((q) =>
      isProvince(office) || isCity(office)
        ? q.where('pid', '=', office)
        : q.where('code', '=', office),
    )
    .orderBy('sortNo')
    .execute();
  return children.map((a) => {
    const sum = sums.get(a.code) ?? { onRecord: 0, employed: 0 };
    return { code: a.code, name: a.name, ...sum, rate: percent(sum.employed, sum.onRecord) };
  });
}
