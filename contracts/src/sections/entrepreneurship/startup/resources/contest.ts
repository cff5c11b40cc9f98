import { defineResource } from '../../../../resource/define-resource.js';
import { idCardField, yesNo } from '../../../../vocabulary/index.js';
import { ARCHIVE_REF } from '../../../archives/index.js';
import { contestAward, contestStatus, contestTrack } from '../dicts.js';
import { PROJECT_REF } from './project.js';

/** The resource key of a judge, by which a panel names its members. */
export const JUDGE_REF = 'cyJudge';

/** The sub-tables of an edition: its criteria, panel and entries, under its permission. */
const ofEdition = {
  permission: 'entrepreneurship:contest',
  parentKey: 'editionId',
  parentTable: 'cy_contest',
  listCreateTime: false,
} as const;

const editionIdField = {
  label: '赛事',
  kind: 'string',
  form: false,
  list: false,
  search: 'eq',
} as const;

/**
 * 创业大赛（赛事届次）: one edition of the contest, its criteria, judging panel and entries. Judges'
 * scores are entered on 录入评分; 计算排名 ranks the entries with every judge's scale evened out,
 * and 公布结果 shows the ranking and the anonymised score sheets on the portal.
 */
export const contestEditionResource = defineResource({
  key: 'cyContestEdition',
  title: '创业大赛',
  table: 'cy_contest',
  path: '/entrepreneurship/contest',
  permission: 'entrepreneurship:contest',
  scope: { staffRead: { field: 'published', in: [yesNo.values.yes] } },
  titleField: 'name',
  versioned: true,
  orgScoped: true,
  formLayout: { columns: 2, width: 960 },
  actions: {
    publish: {
      label: '发布到门户',
      transition: { field: 'published', to: yesNo.values.yes },
    },
    unpublish: {
      label: '从门户撤下',
      permission: 'publish',
      confirm: '撤下后门户不再展示该届大赛（含已公布的成绩），确定撤下吗？',
      transition: { field: 'published', to: yesNo.values.no },
    },
    // Only a permission: the score entry page's own routes serve it.
    score: { label: '录入评分', target: 'none' },
    computeRanking: { label: '计算排名', target: 'id' },
    publishResults: {
      label: '公布结果',
      target: 'id',
      confirm:
        '将按当前评分重新计算排名，并在门户公布排名与评分表，公布后不能再修改评分。确定公布吗？',
    },
    withdrawResults: {
      label: '撤回结果',
      target: 'id',
      permission: 'publishResults',
      confirm: '撤回后门户不再展示排名与评分表，评分可以修改。确定撤回吗？',
    },
  },
  fields: {
    name: {
      label: '赛事名称',
      kind: 'string',
      required: true,
      unique: true,
      maxLength: 100,
      search: 'like',
      width: 260,
    },
    year: {
      label: '年度',
      kind: 'integer',
      required: true,
      min: 2000,
      max: 2100,
      search: 'eq',
      sortable: true,
      width: 80,
    },
    theme: { label: '大赛主题', kind: 'string', maxLength: 100, width: 200 },
    organizer: { label: '主办单位', kind: 'string', maxLength: 100, list: false },
    signUpStart: { label: '报名开始', kind: 'date', width: 110 },
    signUpEnd: {
      label: '报名截止',
      kind: 'date',
      width: 110,
      atLeast: { field: 'signUpStart', message: '报名截止不能早于报名开始' },
    },
    status: {
      label: '赛事状态',
      kind: 'string',
      dict: contestStatus.code,
      required: true,
      defaultValue: contestStatus.values.preparing,
      search: 'eq',
      width: 90,
    },
    intro: { label: '大赛简介', kind: 'text', maxLength: 2000, list: false },
    disagreementThreshold: {
      label: '评委分歧阈值（分）',
      kind: 'number',
      required: true,
      min: 1,
      max: 100,
      defaultValue: 15,
      list: false,
      help: '按百分制计：同一项目各评委标准化总分的最高分与最低分之差超过该值时，排名中标记“评委分歧”',
    },
    minEntries: {
      label: '标准化最少评审项目数',
      kind: 'integer',
      required: true,
      min: 2,
      max: 100,
      defaultValue: 5,
      list: false,
      help: '评委评审的项目少于该数时，只按其平均分偏差做收缩平移，不做尺度标准化',
    },
    published: {
      label: '门户展示',
      kind: 'switch',
      form: false,
      defaultValue: yesNo.values.no,
      search: 'eq',
      width: 90,
    },
    resultsPublished: {
      label: '成绩已公布',
      kind: 'switch',
      form: false,
      defaultValue: yesNo.values.no,
      width: 90,
    },
    publishTime: { label: '成绩公布时间', kind: 'datetime', form: false, list: false },
  },
  defaultSort: { field: 'year', order: 'desc' },
});

/** 评分标准: one criterion of an edition; the weights of an edition add up to 100%. */
export const contestCriterionResource = defineResource({
  ...ofEdition,
  key: 'cyContestCriterion',
  title: '评分标准',
  table: 'cy_contest_criterion',
  path: '/entrepreneurship/contestCriterion',
  titleField: 'criterionName',
  fields: {
    editionId: editionIdField,
    criterionName: {
      label: '评分项',
      kind: 'string',
      required: true,
      unique: true,
      maxLength: 30,
      width: 160,
    },
    weight: {
      label: '权重（%）',
      kind: 'number',
      required: true,
      min: 1,
      max: 100,
      width: 90,
      help: '本届各评分项的权重合计应为100%',
    },
    maxScore: {
      label: '满分',
      kind: 'number',
      required: true,
      min: 1,
      max: 1000,
      defaultValue: 100,
      width: 80,
    },
    description: { label: '评分要点', kind: 'string', maxLength: 200, width: 260 },
    sortNo: { label: '排序', kind: 'integer', min: 0, max: 999, defaultValue: 1, width: 70 },
  },
  defaultSort: { field: 'sortNo', order: 'asc' },
});

/** 评审组成员: a judge on an edition's panel; the order gives the judges' codes (评委A、B…). */
export const contestPanelResource = defineResource({
  ...ofEdition,
  key: 'cyContestPanel',
  title: '评审组成员',
  table: 'cy_contest_panel',
  path: '/entrepreneurship/contestPanel',
  titleField: 'judgeId',
  fields: {
    editionId: editionIdField,
    judgeId: {
      label: '评委',
      kind: 'string',
      required: true,
      unique: true,
      immutable: true,
      maxLength: 32,
      ref: JUDGE_REF,
      width: 140,
      help: '输入评委姓名查找',
    },
    sortNo: {
      label: '座次',
      kind: 'integer',
      min: 0,
      max: 999,
      defaultValue: 1,
      width: 70,
      help: '按座次从小到大依次记为评委A、评委B……',
    },
  },
  defaultSort: { field: 'sortNo', order: 'asc' },
});

/**
 * 参赛项目: a start-up project entered in an edition. The entrant is the project's entrepreneur;
 * the final score, rank and disagreement flag come from 计算排名.
 */
export const contestEntryResource = defineResource({
  ...ofEdition,
  key: 'cyContestEntry',
  title: '参赛项目',
  table: 'cy_contest_entry',
  path: '/entrepreneurship/contestEntry',
  titleField: 'projectId',
  fields: {
    editionId: editionIdField,
    projectId: {
      label: '参赛项目',
      kind: 'string',
      required: true,
      unique: true,
      maxLength: 32,
      ref: PROJECT_REF,
      width: 200,
      help: '输入项目名称查找',
    },
    archiveId: {
      label: '参赛人',
      kind: 'string',
      form: false,
      ref: ARCHIVE_REF,
      width: 100,
    },
    team: {
      label: '团队成员',
      kind: 'string',
      maxLength: 200,
      width: 180,
      help: '参赛团队其他成员，以逗号分隔',
    },
    track: {
      label: '参赛组别',
      kind: 'string',
      dict: contestTrack.code,
      required: true,
      search: 'eq',
      width: 100,
    },
    award: {
      label: '奖项',
      kind: 'string',
      dict: contestAward.code,
      required: true,
      defaultValue: contestAward.values.none,
      search: 'eq',
      width: 90,
    },
    finalScore: { label: '最终得分', kind: 'number', form: false, sortable: true, width: 90 },
    rankNo: { label: '名次', kind: 'integer', form: false, sortable: true, width: 70 },
    disagreement: {
      label: '评委分歧',
      kind: 'switch',
      form: false,
      defaultValue: yesNo.values.no,
      width: 90,
    },
  },
  defaultSort: { field: 'createTime', order: 'asc' },
});

/** 评委库: the judges contests draw their panels from. */
export const judgeResource = defineResource({
  key: JUDGE_REF,
  title: '评委',
  table: 'cy_judge',
  path: '/entrepreneurship/judge',
  permission: 'entrepreneurship:judge',
  scope: {},
  titleField: 'judgeName',
  versioned: true,
  orgScoped: true,
  fields: {
    judgeName: {
      label: '姓名',
      kind: 'string',
      required: true,
      maxLength: 30,
      search: 'like',
      width: 100,
    },
    workUnit: {
      label: '工作单位',
      kind: 'string',
      required: true,
      maxLength: 100,
      search: 'like',
      width: 220,
    },
    title: { label: '职称/职务', kind: 'string', maxLength: 60, width: 140 },
    expertise: { label: '专业领域', kind: 'string', maxLength: 100, width: 180 },
    // Optional: it recuses a judge from a relative's entry when the archive records the number.
    idCard: {
      ...idCardField,
      required: false,
      immutable: false,
      list: false,
      help: '填写后用于识别评委与参赛人的亲属关系（回避）',
    },
    phone: {
      label: '手机号',
      kind: 'string',
      pattern: 'phone',
      sensitive: 'phone',
      width: 130,
    },
    remark: { label: '备注', kind: 'string', maxLength: 200, list: false },
  },
});
