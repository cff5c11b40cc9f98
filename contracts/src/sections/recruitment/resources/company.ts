import { defineResource } from '../../../resource/define-resource.js';
import { creditCodeField, INDUSTRY_ROOT_CODE, region } from '../../../vocabulary/index.js';
import { companyAuditStatus, companyOwnership, companyScale, evaluatorType } from '../dicts.js';

/** 企业: recruiting companies, approved by staff before they may post. */
export const companyResource = defineResource({
  key: 'zpCompany',
  title: '企业',
  table: 'zp_company',
  path: '/recruitment/company',
  permission: 'recruitment:company',
  scope: {
    office: { region: 'regionCode' },
    account: 'id',
    staffRead: { field: 'auditStatus', in: [companyAuditStatus.values.approved] },
  },
  titleField: 'companyName',
  actions: {
    audit: {
      label: '审核',
      transition: {
        field: 'auditStatus',
        to: {
          approved: companyAuditStatus.values.approved,
          rejected: companyAuditStatus.values.rejected,
          reasonField: 'auditReason',
        },
        stamp: 'auditTime',
      },
    },
  },
  versioned: true,
  orgScoped: true,
  fields: {
    companyName: {
      label: '企业名称',
      kind: 'string',
      required: true,
      maxLength: 100,
      unique: true,
      search: 'like',
      width: 200,
    },
    creditCode: creditCodeField,
    legalPerson: { label: '法定代表人', kind: 'string', maxLength: 30, list: false },
    industry: {
      label: '所属行业',
      kind: 'string',
      maxLength: 32,
      ref: 'sysCategory',
      picker: { kind: 'category', root: INDUSTRY_ROOT_CODE },
      search: 'eq',
    },
    ownership: { label: '企业性质', kind: 'string', dict: companyOwnership.code, search: 'eq' },
    scale: { label: '企业规模', kind: 'string', dict: companyScale.code },
    regionCode: region('所在地区'),
    address: { label: '详细地址', kind: 'string', maxLength: 200, list: false },
    contactName: { label: '联系人', kind: 'string', maxLength: 30, sensitive: 'name' },
    contactPhone: { label: '联系电话', kind: 'string', pattern: 'phone', sensitive: 'phone' },
    // Sorts the company first on the portal: a mark staff give, never one a company gives itself.
    veteranPriority: {
      label: '优先招用退役军人',
      kind: 'switch',
      defaultValue: 'N',
      writtenBy: 'staff',
    },
    introduction: { label: '企业简介', kind: 'text', maxLength: 2000, list: false },
    logo: { label: '企业标志', kind: 'image', maxLength: 500, list: false, public: true },
    licenseImage: { label: '营业执照', kind: 'image', maxLength: 500, list: false },
    auditStatus: {
      label: '审核状态',
      kind: 'string',
      dict: companyAuditStatus.code,
      form: false,
      search: 'eq',
    },
    auditReason: { label: '驳回原因', kind: 'string', form: false, list: false },
    auditTime: { label: '审核时间', kind: 'datetime', form: false, list: false },
  },
});

/** 企业评价: by staff or by veterans, a score of 1–5 and a comment. */
export const companyEvaluationResource = defineResource({
  key: 'zpCompanyEvaluation',
  title: '企业评价',
  table: 'zp_company_evaluation',
  path: '/recruitment/companyEvaluation',
  // Its own codes: a company user keeps its company's information but only reads its evaluations.
  permission: 'recruitment:companyEvaluation',
  titleField: 'evaluatorName',
  parentKey: 'companyId',
  parentTable: 'zp_company',
  fields: {
    companyId: { label: '企业', kind: 'string', form: false, list: false, search: 'eq' },
    evaluatorType: {
      label: '评价人类型',
      kind: 'string',
      dict: evaluatorType.code,
      required: true,
      defaultValue: '1',
    },
    evaluatorName: { label: '评价人', kind: 'string', maxLength: 30, required: true },
    score: { label: '评分', kind: 'integer', min: 1, max: 5, required: true, defaultValue: 5 },
    content: { label: '评价内容', kind: 'text', maxLength: 500 },
  },
});
