import { defineResource } from '../../../resource/define-resource.js';
import type { FieldDef } from '../../../resource/resource-types.js';
import { yesNo } from '../../../vocabulary/index.js';
import { employmentType, familyRelation, skillLevel, trainingResult } from '../dicts.js';

/** The records of one archive, edited on its sub-table grids and removed with it. */
const archiveChild = {
  parentKey: 'archiveId',
  parentTable: 'arc_basic',
  permission: 'archives:basic',
  listCreateTime: false,
} as const;

const archiveIdField: FieldDef = {
  label: '档案',
  kind: 'string',
  form: false,
  list: false,
  search: 'eq',
};

/** 家庭成员 */
export const archiveFamilyResource = defineResource({
  ...archiveChild,
  key: 'arcFamily',
  title: '家庭成员',
  table: 'arc_family',
  path: '/archive/family',
  titleField: 'memberName',
  fields: {
    archiveId: archiveIdField,
    relation: {
      label: '关系',
      kind: 'string',
      dict: familyRelation.code,
      required: true,
      width: 100,
    },
    memberName: { label: '姓名', kind: 'string', required: true, maxLength: 30, width: 100 },
    idCard: {
      label: '身份证号',
      kind: 'string',
      pattern: 'idCard18',
      sensitive: 'idCard',
      width: 180,
    },
    phone: { label: '联系电话', kind: 'string', pattern: 'phone', sensitive: 'phone', width: 130 },
    workUnit: { label: '工作单位', kind: 'string', maxLength: 100, width: 200 },
  },
});

/** 技能证书 */
export const archiveSkillResource = defineResource({
  ...archiveChild,
  key: 'arcSkill',
  title: '技能证书',
  table: 'arc_skill',
  path: '/archive/skill',
  titleField: 'skillName',
  fields: {
    archiveId: archiveIdField,
    skillName: {
      label: '技能/证书名称',
      kind: 'string',
      required: true,
      maxLength: 60,
      width: 180,
    },
    level: { label: '等级', kind: 'string', dict: skillLevel.code, width: 130 },
    certNo: { label: '证书编号', kind: 'string', maxLength: 40, width: 160 },
    issuer: { label: '发证机关', kind: 'string', maxLength: 100, width: 180 },
    obtainDate: { label: '取得日期', kind: 'date', width: 120 },
  },
  defaultSort: { field: 'obtainDate', order: 'asc' },
});

/** 培训记录 */
export const archiveTrainingResource = defineResource({
  ...archiveChild,
  key: 'arcTraining',
  title: '培训记录',
  table: 'arc_training',
  path: '/archive/training',
  titleField: 'course',
  fields: {
    archiveId: archiveIdField,
    course: { label: '培训课程', kind: 'string', required: true, maxLength: 100, width: 180 },
    institution: { label: '培训机构', kind: 'string', maxLength: 100, width: 180 },
    startDate: { label: '开始日期', kind: 'date', width: 120 },
    endDate: {
      label: '结束日期',
      kind: 'date',
      width: 120,
      atLeast: { field: 'startDate', message: '结束日期不能早于开始日期' },
    },
    result: { label: '培训结果', kind: 'string', dict: trainingResult.code, width: 100 },
    certificate: { label: '所获证书', kind: 'string', maxLength: 100, width: 160 },
  },
  defaultSort: { field: 'startDate', order: 'asc' },
});

/** 就业记录 */
export const archiveEmploymentResource = defineResource({
  ...archiveChild,
  key: 'arcEmployment',
  title: '就业记录',
  table: 'arc_employment',
  path: '/archive/employment',
  titleField: 'employer',
  fields: {
    archiveId: archiveIdField,
    employer: { label: '就业单位', kind: 'string', required: true, maxLength: 100, width: 200 },
    jobTitle: { label: '岗位', kind: 'string', maxLength: 60, width: 140 },
    startDate: { label: '入职日期', kind: 'date', required: true, width: 120 },
    endDate: {
      label: '离职日期',
      kind: 'date',
      width: 120,
      atLeast: { field: 'startDate', message: '离职日期不能早于入职日期' },
    },
    monthlySalary: { label: '月薪（元）', kind: 'integer', min: 0, max: 1_000_000, width: 110 },
    employmentType: {
      label: '就业形式',
      kind: 'string',
      dict: employmentType.code,
      required: true,
      width: 110,
    },
    arranged: {
      label: '服务机构安置',
      kind: 'switch',
      defaultValue: yesNo.values.no,
      width: 110,
    },
  },
  defaultSort: { field: 'startDate', order: 'asc' },
});
