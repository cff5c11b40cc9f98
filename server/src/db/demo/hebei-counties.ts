import type { Kysely } from 'kysely';
import type { CoreTables } from '../schema.js';

/** The 11 prefecture-level cities of Hebei (GB/T 2260 1301–1311). */
const HEBEI_CITY_CODES = Array.from(
  { length: 11 },
  (_, i) => `13${String(i + 1).padStart(2, '0')}00`,
);

/** A county-level region of Hebei, with its city, where demo records are placed. */
export interface HebeiCounty {
  code: string;
  name: string;
  cityCode: string;
  cityName: string;
}

/** Hebei's counties and districts from the region table, in code order; throws if none. */
export async function hebeiCounties<T extends CoreTables>(
  sectionDb: Kysely<T>,
): Promise<HebeiCounty[]> {
  // Any section's view of the database holds the core tables.
  const db = sectionDb as unknown as Kysely<CoreTables>;
  const [cities, rows] = await Promise.all([
    db
      .selectFrom('sysArea')
      .select(['code', 'name'])
      .where('code', 'in', HEBEI_CITY_CODES)
      .execute(),
    db
      .selectFrom('sysArea')
      .select(['code', 'name', 'pid'])
      .where('pid', 'in', HEBEI_CITY_CODES)
      .where('level', '=', 3)
      .orderBy('code')
      .execute(),
  ]);
  const cityName = new Map(cities.map((c) => [c.code, c.name]));
  const counties = rows
    .filter((c) => c.pid !== null && cityName.has(c.pid))
    .map((c) => ({
      code: c.code,
      name: c.name,
      cityCode: c.pid!,
      cityName: cityName.get(c.pid!)!,
    }));
  if (!counties.length) throw new Error('demo data: sys_area has no counties of Hebei');
  return counties;
}
