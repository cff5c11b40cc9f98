import {
  COMPANY_NOT_APPROVED_MESSAGE,
  companyAuditStatus,
  ROLE_COMPANY_USER,
} from '@vets/contracts';
import { useSession } from '../../stores/session';
import { STORAGE_KEYS, storage } from '../../stores/storage';

/** Company users may add records only once their enterprise is approved; others always may. */
export function mayAddRecords(
  roleCodes: readonly string[] | undefined,
  approval: unknown,
): boolean {
  if (!roleCodes?.includes(ROLE_COMPANY_USER)) return true;
  return String(approval ?? '') === companyAuditStatus.values.approved;
}

/** The add policy: the signed-in user's roles and the approval stored under liustate. */
export const companyApprovalPolicy = (): string | null =>
  mayAddRecords(
    useSession.getState().userInfo?.roleCodes,
    storage.get<string>(STORAGE_KEYS.companyApproval),
  )
    ? null
    : COMPANY_NOT_APPROVED_MESSAGE;
