import { defineResource } from '../../../../resource/define-resource.js';
import { financingStatus, projectStage } from '../dicts.js';
import { ENTREPRENEUR_REF, industryField } from './entrepreneur.js';

/** The resource key of a start-up project, by which contest entries name theirs. */
export const PROJECT_REF = 'cyProject';

/** 创业项目: a venture of an entrepreneur, its stage and funding need, with its mentors. */
export const projectResource = defineResource({
  key: PROJECT_REF,
  title: '创业项目',
  table: 'cy_project',
  path: '/entrepreneurship/project',
  permission: 'entrepreneurship:project',
  scope: { office: { owner: 'entrepreneurId' } },
  titleField: 'projectName',
  versioned: true,
  orgScoped: true,
  formLayout: { columns: 2, width: 960 },
  fields: {
    projectName: {
      label: '项目名称',
      kind: 'string',
      required: true,
      maxLength: 100,
      search: 'like',
      width: 220,
    },
    entrepreneurId: {
      label: '创业者',
      kind: 'string',
      required: true,
      ref: ENTREPRENEUR_REF,
      search: 'eq',
      width: 200,
      help: '输入创业实体名称查找',
    },
    stage: {
      label: '项目阶段',
      kind: 'string',
      dict: projectStage.code,
      required: true,
      search: 'eq',
      width: 90,
    },
    industry: industryField,
    fundingNeed: {
      label: '资金需求（元）',
      kind: 'number',
      min: 0,
      max: 10_000_000_000,
      sortable: true,
      width: 130,
    },
    financingStatus: {
      label: '融资状态',
      kind: 'string',
      dict: financingStatus.code,
      defaultValue: financingStatus.values.none,
      search: 'eq',
      width: 110,
    },
    description: { label: '项目简介', kind: 'text', maxLength: 2000, list: false },
  },
});

/** 创业导师: who guides a project; a judge who mentors it may not score it. */
export const mentorResource = defineResource({
  key: 'cyMentor',
  title: '创业导师',
  table: 'cy_mentor',
  path: '/entrepreneurship/mentor',
  permission: 'entrepreneurship:project',
  titleField: 'mentorName',
  parentKey: 'projectId',
  parentTable: 'cy_project',
  listCreateTime: false,
  fields: {
    projectId: { label: '创业项目', kind: 'string', form: false, list: false, search: 'eq' },
    mentorName: { label: '导师姓名', kind: 'string', required: true, maxLength: 30, width: 100 },
    workUnit: { label: '工作单位', kind: 'string', maxLength: 100, width: 200 },
    expertise: { label: '擅长领域', kind: 'string', maxLength: 100, width: 180 },
    phone: {
      label: '联系电话',
      kind: 'string',
      pattern: 'phone',
      sensitive: 'phone',
      width: 130,
    },
  },
  defaultSort: { field: 'createTime', order: 'asc' },
});
