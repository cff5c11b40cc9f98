import { defineResource } from '../../../resource/define-resource.js';

/** 推荐规则: the weights of the matching criteria; one rule is active at a time. */
export const recommendRuleResource = defineResource({
  key: 'zpRecommendRule',
  title: '推荐规则',
  table: 'zp_recommend_rule',
  path: '/recruitment/recommendRule',
  permission: 'recruitment:recommendRule',
  scope: 'global',
  titleField: 'ruleName',
  formLayout: { columns: 2, width: 860 },
  versioned: true,
  fields: {
    ruleName: { label: '规则名称', kind: 'string', required: true, maxLength: 50, search: 'like' },
    categoryWeight: { label: '岗位类别权重', kind: 'integer', min: 0, max: 100, required: true },
    regionWeight: { label: '工作地区权重', kind: 'integer', min: 0, max: 100, required: true },
    educationWeight: { label: '学历要求权重', kind: 'integer', min: 0, max: 100, required: true },
    salaryWeight: { label: '薪资吻合权重', kind: 'integer', min: 0, max: 100, required: true },
    experienceWeight: { label: '工作经验权重', kind: 'integer', min: 0, max: 100, required: true },
    skillWeight: { label: '技能关键词权重', kind: 'integer', min: 0, max: 100, required: true },
    veteranWeight: { label: '退役军人优先权重', kind: 'integer', min: 0, max: 100, required: true },
    minScore: { label: '最低推荐分', kind: 'integer', min: 0, max: 100, required: true },
    active: { label: '启用', kind: 'switch', required: true, defaultValue: 'N', search: 'eq' },
    remark: { label: '说明', kind: 'string', maxLength: 200, list: false },
  },
});

/** 推荐记录: a position pushed to a veteran, with the score it had then. */
export const recommendRecordResource = defineResource({
  key: 'zpRecommendRecord',
  title: '推荐记录',
  table: 'zp_recommend_record',
  path: '/recruitment/recommendRecord',
  permission: 'recruitment:recommendRecord',
  // A record is the veteran's: it is in scope when their resume is.
  scope: {},
  scopeThrough: 'resumeId',
  fields: {
    resumeId: { label: '求职者', kind: 'string', form: false, ref: 'zpResume', search: 'eq' },
    positionId: { label: '推荐岗位', kind: 'string', form: false, ref: 'zpPosition', search: 'eq' },
    score: { label: '匹配分', kind: 'number', form: false, sortable: true },
    messageSent: { label: '已发送消息', kind: 'switch', form: false },
    createBy: { label: '推荐人', kind: 'string', form: false },
    createTime: { label: '推荐时间', kind: 'datetime', form: false, sortable: true },
  },
});
