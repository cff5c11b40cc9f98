import { defineDict, listDict } from '../../resource/dict-def.js';
import { education, militaryBranch, workNature } from '../../vocabulary/index.js';

/** 企业审核状态 */
export const companyAuditStatus = defineDict('company_audit_status', '企业审核状态', {
  pending: ['0', '待审核'],
  approved: ['1', '已通过'],
  rejected: ['2', '已驳回'],
});

export const companyOwnership = listDict('company_ownership', '企业性质', [
  ['1', '国有企业'],
  ['2', '集体企业'],
  ['3', '民营企业'],
  ['4', '外商投资企业'],
  ['5', '港澳台投资企业'],
  ['6', '事业单位'],
  ['7', '社会组织'],
  ['9', '其他'],
]);

export const companyScale = listDict('company_scale', '企业规模', [
  ['1', '20人以下'],
  ['2', '20-99人'],
  ['3', '100-299人'],
  ['4', '300-999人'],
  ['5', '1000人以上'],
]);

export const evaluatorType = defineDict('evaluator_type', '评价人类型', {
  staff: ['1', '工作人员'],
  veteran: ['2', '退役军人'],
});

export const positionStatus = defineDict('position_status', '岗位状态', {
  draft: ['0', '草稿'],
  published: ['1', '已发布'],
  closed: ['2', '已关闭'],
  expired: ['3', '已过期'],
});

export const resumeVisibility = defineDict('resume_visibility', '简历公开状态', {
  public: ['1', '公开'],
  hidden: ['0', '隐藏'],
});

/** 投递状态: 已投递 → 已查看 → 邀请面试 → 已录用／不合适. */
export const deliveryStatus = defineDict('delivery_status', '投递状态', {
  delivered: ['1', '已投递'],
  viewed: ['2', '已查看'],
  interview: ['3', '邀请面试'],
  hired: ['4', '已录用'],
  rejected: ['5', '不合适'],
});

export const interviewMode = defineDict('interview_mode', '面试方式', {
  onSite: ['1', '现场面试'],
  online: ['2', '线上面试'],
});

export const interviewStatus = defineDict('interview_status', '面试状态', {
  pending: ['1', '待面试'],
  done: ['2', '已面试'],
  cancelled: ['3', '已取消'],
  absent: ['4', '未到场'],
});

export const interviewResult = defineDict('interview_result', '面试结果', {
  passed: ['1', '通过'],
  failed: ['2', '未通过'],
  undecided: ['3', '待定'],
});

export const fairType = defineDict('fair_type', '招聘会举办方式', {
  online: ['1', '线上'],
  onSite: ['2', '现场'],
});

export const fairStatus = defineDict('fair_status', '招聘会发布状态', {
  draft: ['0', '未发布'],
  published: ['1', '已发布'],
});

export const boothStatus = defineDict('booth_status', '展位审核状态', {
  pending: ['0', '待审核'],
  approved: ['1', '已通过'],
  rejected: ['2', '已驳回'],
});

/** Every dictionary the recruitment section seeds, in 数据字典 order (some from the vocabulary). */
export const RECRUITMENT_DICTS = [
  companyAuditStatus,
  companyOwnership,
  companyScale,
  evaluatorType,
  education,
  positionStatus,
  workNature,
  militaryBranch,
  resumeVisibility,
  deliveryStatus,
  interviewMode,
  interviewStatus,
  interviewResult,
  fairType,
  fairStatus,
  boothStatus,
];
