import { ROLE_COMPANY_USER } from '@vets/contracts';

export const NOT_APPROVED_MESSAGE = 'your enterprise has not been approved';
/** The stored approval value that lets a company user add records. */
export const APPROVED = '1';

/** Company users may add records only once their enterprise is approved; others always may. */
export function mayAddRecords(
  roleCodes: readonly string[] | undefined,
  approval: unknown,
): boolean {
  if (!roleCodes?.includes(ROLE_COMPANY_USER)) return true;
  return String(approval ?? '') === APPROVED;
}
