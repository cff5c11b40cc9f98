import { boothStatus } from '@vets/contracts';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { splitWords } from '../matching/match-facts.js';
import { recruitmentDb } from '../tables.js';

/** Registration closes before the fair ends; a deleted fair takes its booths and registrations. */
export const fairHooks: ResourceHooks = {
  check({ values, existing }): Record<string, string> | undefined {
    const pick = (k: string) => String(values[k] ?? existing?.[k] ?? '');
    if (pick('regDeadline') && pick('regDeadline') > pick('endTime'))
      return { regDeadline: '报名截止不能晚于结束时间' };
    return undefined;
  },
  async beforeDelete({ trx, ids }) {
    await recruitmentDb(trx).deleteFrom('zpFairBooth').where('fairId', 'in', ids).execute();
    await recruitmentDb(trx).deleteFrom('zpFairRegistration').where('fairId', 'in', ids).execute();
  },
};

/** The chosen positions must be the booth company's own; an edited booth is reviewed again. */
export const boothHooks: ResourceHooks = {
  async check({ db, values, existing }) {
    const companyId = String(values.companyId ?? existing?.companyId ?? '');
    const ids = splitWords(String(values.positionIds ?? ''));
    if (!ids.length) return undefined;
    const own = await recruitmentDb(db)
      .selectFrom('zpPosition')
      .select('id')
      .where('id', 'in', ids)
      .where('companyId', '=', companyId)
      .execute();
    return own.length === new Set(ids).size
      ? undefined
      : { positionIds: '参会岗位须为该企业的岗位' };
  },
  extraValues: () => ({ status: boothStatus.values.pending, auditReason: null }),
};
