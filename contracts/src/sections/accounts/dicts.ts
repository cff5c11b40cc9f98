import { defineDict } from '../../resource/dict-def.js';

/** 认领状态: a registration naming a company already on record, as staff handle it. */
export const companyClaimStatus = defineDict('acc_company_claim_status', '认领状态', {
  pending: ['0', '待核实'],
  linked: ['1', '已关联'],
  refused: ['2', '已驳回'],
});

export const ACCOUNTS_DICTS = [companyClaimStatus] as const;
