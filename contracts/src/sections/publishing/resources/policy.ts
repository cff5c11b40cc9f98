import { defineResource } from '../../../resource/define-resource.js';
import { disabilityGrade, dischargeType, employmentStatus } from '../../archives/index.js';
import { AREA_REF } from '../../recruitment/index.js';
import { policyCategory, policyLevel, publishStatus } from '../dicts.js';
import { PUBLISHABLE_ACTIONS, PUBLISHABLE_FIELDS } from './publishable.js';

/**
 * 政策发布: a policy and, as structured fields, whom it applies to (empty means anyone) and until
 * when. 政策找人 matches these against the archives.
 */
export const policyResource = defineResource({
  key: 'pubPolicy',
  title: '政策',
  table: 'pub_policy',
  path: '/publishing/policy',
  permission: 'publishing:policy',
  titleField: 'title',
  actions: {
    ...PUBLISHABLE_ACTIONS,
    findPeople: {
      label: '政策找人',
      target: 'id',
      rowButton: true,
      confirm: '立即将该政策与退役军人档案匹配，并通知新符合条件的退役军人及其网格员？',
      shownWhen: { field: 'status', in: [publishStatus.values.published] },
    },
  },
  versioned: true,
  revisions: true,
  orgScoped: true,
  defaultSort: { field: 'createTime', order: 'desc' },
  formLayout: { columns: 2, width: 1000 },
  fields: {
    title: {
      label: '政策名称',
      kind: 'string',
      required: true,
      maxLength: 120,
      search: 'like',
      width: 280,
    },
    issuingAuthority: {
      label: '发文机关',
      kind: 'string',
      required: true,
      maxLength: 100,
      width: 180,
    },
    docNumber: { label: '文号', kind: 'string', maxLength: 60, search: 'like', width: 160 },
    level: {
      label: '层级',
      kind: 'string',
      dict: policyLevel.code,
      required: true,
      search: 'eq',
      width: 80,
    },
    category: {
      label: '类别',
      kind: 'string',
      dict: policyCategory.code,
      required: true,
      search: 'eq',
      width: 80,
    },
    issueDate: { label: '发布日期', kind: 'date', required: true, width: 110 },
    effectiveDate: { label: '施行日期', kind: 'date', list: false },
    expireDate: {
      label: '有效期至',
      kind: 'date',
      width: 110,
      atLeast: { field: 'effectiveDate', message: '有效期至不能早于施行日期' },
      help: '留空为长期有效；过期后门户显示“已失效”，政策找人不再匹配',
    },
    targetEmploymentStatus: {
      label: '适用就业状态',
      kind: 'string',
      dict: employmentStatus.code,
      multiple: true,
      maxLength: 100,
      list: false,
      help: '不选为不限',
    },
    minServiceYears: {
      label: '服役年限不少于（年）',
      kind: 'integer',
      min: 0,
      max: 60,
      list: false,
    },
    maxServiceYears: {
      label: '服役年限不超过（年）',
      kind: 'integer',
      min: 0,
      max: 60,
      list: false,
      atLeast: { field: 'minServiceYears', message: '服役年限上限不能小于下限' },
    },
    targetRegion: {
      label: '适用地区',
      kind: 'string',
      maxLength: 12,
      ref: AREA_REF,
      picker: { kind: 'area', anyLevel: true },
      list: false,
      help: '按常住地或户籍地匹配，可选省、市或县区；不选为不限',
    },
    targetDisabilityGrades: {
      label: '适用伤残等级',
      kind: 'string',
      dict: disabilityGrade.code,
      multiple: true,
      maxLength: 100,
      list: false,
      help: '不选为不限',
    },
    targetDischargeTypes: {
      label: '适用退役方式',
      kind: 'string',
      dict: dischargeType.code,
      multiple: true,
      maxLength: 100,
      list: false,
      help: '不选为不限',
    },
    forStartUp: {
      label: '仅限创业者',
      kind: 'switch',
      defaultValue: 'N',
      list: false,
      help: '是：仅适用于就业状态为自主创业或自主经营的退役军人',
    },
    summary: { label: '摘要', kind: 'text', maxLength: 300, list: false },
    body: { label: '政策原文', kind: 'richtext', required: true, maxLength: 300_000, list: false },
    interpretation: { label: '政策解读', kind: 'richtext', maxLength: 100_000, list: false },
    attachments: { label: '附件', kind: 'file', maxLength: 2000, list: false },
    ...PUBLISHABLE_FIELDS,
  },
});
