import type { OfficeDirectory } from '../../../core/resource/record-office.js';
import type { Db } from '../../../db/database.js';
import { departmentRegions } from './depart-regions.js';

const TTL_MS = 60_000;

/**
 * The department (office) that keeps a region's veterans: the one whose region is the county,
 * else the city, else the province, else none. Read once a minute; departments rarely change.
 */
export class RegionOffices implements OfficeDirectory {
  private byRegion = new Map<string, string>();
  private loadedAt = 0;

  constructor(private readonly db: Db) {}

  async officeOf(regionCode: string | null | undefined): Promise<string | undefined> {
    if (!regionCode) return undefined;
    if (Date.now() - this.loadedAt > TTL_MS) await this.load();
    const county = regionCode.slice(0, 6);
    return (
      this.byRegion.get(county) ??
      this.byRegion.get(`${county.slice(0, 4)}00`) ??
      this.byRegion.get(`${county.slice(0, 2)}0000`)
    );
  }

  private async load(): Promise<void> {
    const rows = await departmentRegions(this.db);
    const map = new Map<string, string>();
    // The shortest org code wins when two offices share a region: the office, not its sections.
    for (const r of rows)
      if (r.regionCode && !map.has(r.regionCode)) map.set(r.regionCode, r.orgCode);
    this.byRegion = map;
    this.loadedAt = Date.now();
  }
}
