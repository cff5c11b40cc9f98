import { placementChannel } from '@vets/contracts';
import type { Db } from '../../../db/database.js';
import type { Hire, HireStamp } from '../../recruitment/index.js';
import { archivesDb } from '../tables.js';
import { recordPlacement } from './placement.js';

/** 就业形式 单位就业. */
const COMPANY_EMPLOYMENT = '1';

/**
 * A hire in recruitment is a job result of the veteran's archive (网上投递), with its effects:
 * employed, registration closed, an arranged employment record. A veteran without an archive
 * has nothing to record.
 */
export async function recordHire(trx: Db, hire: Hire, stamp: HireStamp): Promise<void> {
  const archive = await archivesDb(trx)
    .selectFrom('arcBasic')
    .select('id')
    .where('idCard', '=', hire.idCard)
    .executeTakeFirst();
  if (!archive) return;
  await recordPlacement(
    trx,
    {
      archiveId: archive.id,
      deliveryId: hire.deliveryId,
      employer: hire.employer,
      jobTitle: hire.jobTitle,
      placementDate: hire.hireDate,
      monthlySalary: hire.monthlySalary,
      employmentType: COMPANY_EMPLOYMENT,
      channel: placementChannel.values.delivery,
    },
    stamp,
  );
}
