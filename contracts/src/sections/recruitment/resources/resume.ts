import { defineResource } from '../../../resource/define-resource.js';
import type { FieldDef } from '../../../resource/resource-types.js';
import {
  AREA_REF,
  education,
  idCardField,
  militaryBranch,
  OCCUPATION_ROOT_CODE,
  region,
  sex,
  workNature,
} from '../../../vocabulary/index.js';
import { resumeVisibility } from '../dicts.js';

/** While a resume is linked to an archive, the person it describes is kept in the archive. */
const fromArchive = {
  lockedBy: { field: 'archiveId', reason: '个人信息来自退役军人档案，请在档案中修改' },
} as const;

/**
 * 简历: one per veteran (by ID card number), with service record and job intention. Linked to
 * the veteran's employment archive (`archiveId`), its identity and service fields are copies the
 * archive keeps up to date.
 */
export const resumeResource = defineResource({
  key: 'zpResume',
  title: '简历',
  table: 'zp_resume',
  path: '/recruitment/resume',
  permission: 'recruitment:resume',
  scope: { office: { region: 'regionCode' }, user: 'userId' },
  titleField: 'realName',
  versioned: true,
  orgScoped: true,
  fields: {
    realName: {
      label: '姓名',
      kind: 'string',
      required: true,
      maxLength: 30,
      search: 'like',
      ...fromArchive,
    },
    idCard: idCardField,
    sex: { label: '性别', kind: 'string', dict: sex.code, form: false },
    // Digits 7–14 of the ID number: masked to the year like the number itself.
    birthDate: { label: '出生日期', kind: 'date', form: false, list: false, sensitive: 'date' },
    phone: {
      label: '手机号',
      kind: 'string',
      required: true,
      pattern: 'phone',
      sensitive: 'phone',
      ...fromArchive,
    },
    // Usually the ID number's first six digits.
    regionCode: { ...region('户籍/常住地区'), revealsSensitive: true, ...fromArchive },
    education: {
      label: '最高学历',
      kind: 'string',
      dict: education.code,
      search: 'eq',
      ...fromArchive,
    },
    major: { label: '所学专业', kind: 'string', maxLength: 60, list: false },
    militaryBranch: {
      label: '服役军种',
      kind: 'string',
      dict: militaryBranch.code,
      search: 'eq',
      ...fromArchive,
    },
    serviceYears: {
      label: '服役年限（年）',
      kind: 'integer',
      min: 0,
      max: 40,
      list: false,
      ...fromArchive,
    },
    militaryRank: {
      label: '退役时军衔',
      kind: 'string',
      maxLength: 30,
      list: false,
      ...fromArchive,
    },
    militarySpecialty: {
      label: '军事专业',
      kind: 'string',
      maxLength: 60,
      list: false,
      ...fromArchive,
    },
    dischargeDate: { label: '退役时间', kind: 'date', list: false, ...fromArchive },
    workYears: { label: '工作年限（年）', kind: 'integer', min: 0, max: 50, defaultValue: 0 },
    skills: {
      label: '技能特长',
      kind: 'string',
      maxLength: 300,
      list: false,
      help: '多个技能用逗号分隔，如：驾驶,电工,安保',
    },
    intentionCategories: {
      label: '意向岗位类别',
      kind: 'string',
      multiple: true,
      maxLength: 330,
      ref: 'sysCategory',
      picker: { kind: 'category', root: OCCUPATION_ROOT_CODE },
      list: false,
    },
    intentionRegions: {
      label: '意向工作地区',
      kind: 'string',
      multiple: true,
      maxLength: 130,
      ref: AREA_REF,
      list: false,
      help: '可选多个地区；为空时按户籍/常住地区匹配',
    },
    salaryMin: {
      label: '期望最低月薪（元）',
      kind: 'integer',
      min: 0,
      max: 1_000_000,
      list: false,
    },
    salaryMax: {
      label: '期望最高月薪（元）',
      kind: 'integer',
      min: 0,
      max: 1_000_000,
      list: false,
      atLeast: { field: 'salaryMin', message: '期望最高月薪不能低于期望最低月薪' },
    },
    workNature: { label: '工作性质', kind: 'string', dict: workNature.code, defaultValue: '1' },
    selfEvaluation: { label: '自我评价', kind: 'text', maxLength: 1000, list: false },
    attachment: { label: '简历附件', kind: 'file', maxLength: 500, list: false },
    visibility: {
      label: '公开状态',
      kind: 'string',
      dict: resumeVisibility.code,
      required: true,
      defaultValue: '1',
      search: 'eq',
    },
    userId: { label: '门户账号', kind: 'string', form: false, list: false },
    archiveId: {
      label: '退役军人档案',
      kind: 'string',
      ref: 'arcBasic',
      form: false,
      list: false,
      excel: false,
      search: 'eq',
    },
  },
});

const resumeChild = {
  parentKey: 'resumeId',
  parentTable: 'zp_resume',
  permission: 'recruitment:resume',
  listCreateTime: false,
} as const;
const resumeIdField: FieldDef = {
  label: '简历',
  kind: 'string',
  form: false,
  list: false,
  search: 'eq',
};

/** 教育经历 of a resume. */
export const resumeEducationResource = defineResource({
  ...resumeChild,
  key: 'zpResumeEducation',
  title: '教育经历',
  table: 'zp_resume_education',
  path: '/recruitment/resumeEducation',
  fields: {
    resumeId: resumeIdField,
    school: { label: '学校', kind: 'string', required: true, maxLength: 60 },
    major: { label: '专业', kind: 'string', maxLength: 60 },
    education: { label: '学历', kind: 'string', dict: education.code },
    startDate: { label: '开始时间', kind: 'date' },
    endDate: { label: '结束时间', kind: 'date' },
  },
  defaultSort: { field: 'startDate', order: 'asc' },
});

/** 工作经历 of a resume. */
export const resumeWorkResource = defineResource({
  ...resumeChild,
  key: 'zpResumeWork',
  title: '工作经历',
  table: 'zp_resume_work',
  path: '/recruitment/resumeWork',
  fields: {
    resumeId: resumeIdField,
    companyName: { label: '单位名称', kind: 'string', required: true, maxLength: 100 },
    jobTitle: { label: '职位', kind: 'string', maxLength: 60 },
    startDate: { label: '开始时间', kind: 'date' },
    endDate: { label: '结束时间', kind: 'date' },
    duty: { label: '工作内容', kind: 'string', maxLength: 500 },
  },
  defaultSort: { field: 'startDate', order: 'asc' },
});

/** 技能证书 of a resume. */
export const resumeSkillResource = defineResource({
  ...resumeChild,
  key: 'zpResumeSkill',
  title: '技能证书',
  table: 'zp_resume_skill',
  path: '/recruitment/resumeSkill',
  fields: {
    resumeId: resumeIdField,
    skillName: { label: '技能/证书名称', kind: 'string', required: true, maxLength: 60 },
    level: { label: '等级', kind: 'string', maxLength: 30 },
    obtainDate: { label: '取得时间', kind: 'date' },
  },
  defaultSort: { field: 'obtainDate', order: 'asc' },
});
