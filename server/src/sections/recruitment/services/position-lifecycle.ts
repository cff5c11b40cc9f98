import { companyAuditStatus, positionStatus } from '@vets/contracts';
import { badRequest } from '../../../core/errors.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { type RecruitmentDb, recruitmentDb } from '../tables.js';

/** Published positions whose expiry date has passed become expired; returns how many. */
export async function expirePositions(db: RecruitmentDb, day: string): Promise<number> {
  const result = await db
    .updateTable('zpPosition')
    .set({ status: positionStatus.values.expired })
    .where('status', '=', positionStatus.values.published)
    .where('expireDate', '<', day)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Publishing needs an approved company and an expiry date that has not passed, for every
 * position named (closing needs only the published state, which the transition checks).
 */
export const beforePositionTransition =
  (today: () => string): NonNullable<ResourceHooks['beforeTransition']> =>
  async (action, { db, rows }) => {
    if (action !== 'publish') return;
    const day = today();
    const expired = rows.find((r) => String(r.expireDate) < day);
    if (expired) throw badRequest(`岗位“${String(expired.title)}”的截止日期已过，请先修改截止日期`);
    const companyIds = [...new Set(rows.map((r) => String(r.companyId)))];
    const approved = await recruitmentDb(db)
      .selectFrom('zpCompany')
      .select('id')
      .where('id', 'in', companyIds)
      .where('auditStatus', '=', companyAuditStatus.values.approved)
      .execute();
    if (approved.length !== companyIds.length) throw badRequest('企业尚未通过审核，不能发布岗位');
  };
