import {
  disabilityGrade,
  dischargeType,
  employmentStatus,
  type PolicyNames,
} from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import { dictText } from '../../../core/resource/dict-lookup.js';
import { loadRegionLabels } from '../../../core/resource/region-labels.js';

/** The names policy conditions are written with: dictionary texts and these regions' names. */
export async function policyNames(ctx: AppContext, regions: string[]): Promise<PolicyNames> {
  const codes = [employmentStatus.code, disabilityGrade.code, dischargeType.code];
  const dicts = await ctx.dictCache.lookup(codes);
  const region = await loadRegionLabels(ctx.db, ctx.config.installProvince, regions);
  return {
    employmentStatus: (v) => dictText(dicts.get(employmentStatus.code), v),
    disabilityGrade: (v) => dictText(dicts.get(disabilityGrade.code), v),
    dischargeType: (v) => dictText(dicts.get(dischargeType.code), v),
    region: (code) => region(code) || code,
  };
}
