import { DEFAULT_TENANT_ID } from '@vets/contracts';
import type { Db } from '../../db/database.js';

/**
 * The tenants each user may act in: the default tenant, and the active tenants they belong to
 * (on the tenant's dates). Kept per user until the permission version changes; membership and
 * tenant writes bump it.
 */
export class TenantStore {
  private readonly entries = new Map<string, { version: string; tenants: Set<number> }>();

  constructor(
    private readonly db: Db,
    private readonly today: () => string,
    private readonly maxEntries = 10_000,
  ) {}

  async mayActIn(userId: string, version: string, tenantId: number): Promise<boolean> {
    if (tenantId === DEFAULT_TENANT_ID) return true;
    const hit = this.entries.get(userId);
    if (hit && hit.version === version) return hit.tenants.has(tenantId);
    const day = this.today();
    const rows = await this.db
      .selectFrom('sysUserTenant as ut')
      .innerJoin('sysTenant as t', 't.id', 'ut.tenantId')
      .select('t.id')
      .where('ut.userId', '=', userId)
      .where('t.status', '=', '1')
      .where((eb) => eb.or([eb('t.beginDate', 'is', null), eb('t.beginDate', '<=', day)]))
      .where((eb) => eb.or([eb('t.endDate', 'is', null), eb('t.endDate', '>=', day)]))
      .execute();
    const tenants = new Set(rows.map((r) => r.id));
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(userId, { version, tenants });
    return tenants.has(tenantId);
  }
}
