import { defineResource } from '../../../resource/define-resource.js';
import { region } from '../../../vocabulary/index.js';
import { companyClaimStatus } from '../dicts.js';

const S = companyClaimStatus.values;

/**
 * 企业认领: an account registered for a company already on record. Staff verify it and link
 * the account to that company, or refuse it. Written only by registration.
 */
export const companyClaimResource = defineResource({
  key: 'accCompanyClaim',
  title: '企业认领申请',
  table: 'acc_company_claim',
  path: '/accounts/companyClaim',
  permission: 'accounts:companyClaim',
  scope: { office: { region: 'regionCode' } },
  titleField: 'companyName',
  orgScoped: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  actions: {
    link: {
      label: '关联企业',
      target: 'id',
      rowButton: true,
      shownWhen: { field: 'status', in: [S.pending] },
      confirm: '核实无误后，将该账号关联到同名或同信用代码的企业？',
    },
    refuse: {
      label: '驳回',
      transition: {
        field: 'status',
        from: [S.pending],
        to: S.refused,
        refused: '申请“{title}”已处理',
      },
    },
  },
  fields: {
    companyName: { label: '企业名称', kind: 'string', form: false, search: 'like', width: 220 },
    creditCode: {
      label: '统一社会信用代码',
      kind: 'string',
      form: false,
      search: 'eq',
      width: 180,
    },
    regionCode: { ...region('所在地区'), form: false },
    contactName: { label: '联系人', kind: 'string', form: false, width: 100 },
    phone: { label: '手机号', kind: 'string', form: false, sensitive: 'phone', width: 130 },
    status: {
      label: '状态',
      kind: 'string',
      dict: companyClaimStatus.code,
      form: false,
      search: 'eq',
      width: 90,
    },
    companyId: { label: '关联企业', kind: 'string', ref: 'zpCompany', form: false, width: 200 },
    userId: { label: '账号', kind: 'string', form: false, list: false, excel: false },
  },
});

export const ACCOUNTS_RESOURCES = [companyClaimResource] as const;
