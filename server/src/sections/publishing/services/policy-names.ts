import {
  disabilityGrade,
  dischargeType,
  employmentStatus,
  type PolicyNames,
} from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import { dictText } from '../../../core/resource/dict-lookup.js';
import { regionChainCodes, regionLabel } from '../../../core/resource/region-label.js';

/** The names policy conditions are written with: dictionary texts and these regions' names. */
export async function policyNames(ctx: AppContext, regions: string[]): Promise<PolicyNames> {
  const codes = [employmentStatus.code, disabilityGrade.code, dischargeType.code];
  const dicts = await ctx.dictCache.lookup(codes);
  const wanted = regionChainCodes(regions.filter(Boolean));
  const rows = wanted.length
    ? await ctx.db
        .selectFrom('sysArea')
        .select(['code', 'name'])
        .where('code', 'in', wanted)
        .execute()
    : [];
  const names = new Map(rows.map((r) => [r.code, r.name]));
  return {
    employmentStatus: (v) => dictText(dicts.get(employmentStatus.code), v),
    disabilityGrade: (v) => dictText(dicts.get(disabilityGrade.code), v),
    dischargeType: (v) => dictText(dicts.get(dischargeType.code), v),
    region: (code) => regionLabel(names, code, ctx.config.installProvince) || code,
  };
}
