import type { FieldDef, ResourceDef } from '../resource/resource-types.js';

/** Category-tree roots the recruitment fields pick from (seeded into 分类字典). */
export const INDUSTRY_ROOT_CODE = 'HYFL';
export const OCCUPATION_ROOT_CODE = 'ZYFL';

const CATEGORY_REF = { table: 'sys_category', text: 'name', code: 'id' } as const;
const AREA_REF = { table: 'sys_area', text: 'name', code: 'code' } as const;
const COMPANY_REF = { table: 'zp_company', text: 'company_name', code: 'id' } as const;
const POSITION_REF = { table: 'zp_position', text: 'title', code: 'id' } as const;
const RESUME_REF = { table: 'zp_resume', text: 'real_name', code: 'id' } as const;
const COMPANY_PICKER = {
  kind: 'record',
  path: '/recruitment/company',
  text: 'companyName',
} as const;
const POSITION_PICKER = { kind: 'record', path: '/recruitment/position', text: 'title' } as const;
const RESUME_PICKER = { kind: 'record', path: '/recruitment/resume', text: 'realName' } as const;

const region = (label: string, required = false): FieldDef => ({
  label,
  kind: 'string',
  maxLength: 12,
  required,
  ref: AREA_REF,
  picker: { kind: 'area' },
  search: 'eq',
});
const orgCode: FieldDef = { label: '所属部门', kind: 'string', form: false, list: false };
const createTime: FieldDef = { label: '创建时间', kind: 'datetime', form: false, sortable: true };

/** 企业: recruiting companies, approved by staff before they may post. */
export const companyResource = {
  key: 'zpCompany',
  title: '企业',
  table: 'zp_company',
  path: '/recruitment/company',
  permission: 'recruitment:company',
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
    creditCode: {
      label: '统一社会信用代码',
      kind: 'string',
      required: true,
      pattern: 'creditCode',
      unique: true,
      search: 'eq',
      width: 180,
    },
    legalPerson: { label: '法定代表人', kind: 'string', maxLength: 30, list: false },
    industry: {
      label: '所属行业',
      kind: 'string',
      maxLength: 32,
      ref: CATEGORY_REF,
      picker: { kind: 'category', root: INDUSTRY_ROOT_CODE },
      search: 'eq',
    },
    ownership: { label: '企业性质', kind: 'string', dict: 'company_ownership', search: 'eq' },
    scale: { label: '企业规模', kind: 'string', dict: 'company_scale' },
    regionCode: region('所在地区', true),
    address: { label: '详细地址', kind: 'string', maxLength: 200, list: false },
    contactName: { label: '联系人', kind: 'string', maxLength: 30, sensitive: 'name' },
    contactPhone: { label: '联系电话', kind: 'string', pattern: 'phone', sensitive: 'phone' },
    veteranPriority: { label: '优先招用退役军人', kind: 'switch', defaultValue: 'N' },
    introduction: { label: '企业简介', kind: 'text', maxLength: 2000, list: false },
    logo: { label: '企业标志', kind: 'image', maxLength: 500, list: false },
    licenseImage: { label: '营业执照', kind: 'image', maxLength: 500, list: false },
    auditStatus: {
      label: '审核状态',
      kind: 'string',
      dict: 'company_audit_status',
      form: false,
      search: 'eq',
    },
    auditReason: { label: '驳回原因', kind: 'string', form: false, list: false },
    auditTime: { label: '审核时间', kind: 'datetime', form: false, list: false },
    sysOrgCode: orgCode,
    createTime,
  },
  defaultSort: { field: 'createTime', order: 'desc' },
} as const satisfies ResourceDef;

/** 企业评价: by staff or by veterans, a score of 1–5 and a comment. */
export const companyEvaluationResource = {
  key: 'zpCompanyEvaluation',
  title: '企业评价',
  table: 'zp_company_evaluation',
  path: '/recruitment/companyEvaluation',
  permission: 'recruitment:company',
  parentKey: 'companyId',
  parentTable: 'zp_company',
  fields: {
    companyId: { label: '企业', kind: 'string', form: false, list: false, search: 'eq' },
    evaluatorType: {
      label: '评价人类型',
      kind: 'string',
      dict: 'evaluator_type',
      required: true,
      defaultValue: '1',
    },
    evaluatorName: { label: '评价人', kind: 'string', maxLength: 30, required: true },
    score: { label: '评分', kind: 'integer', min: 1, max: 5, required: true, defaultValue: 5 },
    content: { label: '评价内容', kind: 'text', maxLength: 500 },
    createTime,
  },
  defaultSort: { field: 'createTime', order: 'desc' },
} as const satisfies ResourceDef;

/** 招聘岗位: draft → published → closed, and expired once the expiry date has passed. */
export const jobPositionResource = {
  key: 'zpPosition',
  title: '招聘岗位',
  table: 'zp_position',
  path: '/recruitment/position',
  permission: 'recruitment:position',
  versioned: true,
  orgScoped: true,
  fields: {
    title: { label: '岗位名称', kind: 'string', required: true, maxLength: 60, search: 'like' },
    companyId: {
      label: '招聘企业',
      kind: 'string',
      required: true,
      maxLength: 32,
      ref: COMPANY_REF,
      picker: COMPANY_PICKER,
      search: 'eq',
      width: 180,
    },
    categoryId: {
      label: '岗位类别',
      kind: 'string',
      required: true,
      maxLength: 32,
      ref: CATEGORY_REF,
      picker: { kind: 'category', root: OCCUPATION_ROOT_CODE },
      search: 'eq',
    },
    industry: {
      label: '所属行业',
      kind: 'string',
      maxLength: 32,
      ref: CATEGORY_REF,
      picker: { kind: 'category', root: INDUSTRY_ROOT_CODE },
      list: false,
    },
    headcount: { label: '招聘人数', kind: 'integer', min: 1, max: 9999, defaultValue: 1 },
    salaryMin: { label: '最低月薪（元）', kind: 'integer', min: 0, max: 1_000_000 },
    salaryMax: {
      label: '最高月薪（元）',
      kind: 'integer',
      min: 0,
      max: 1_000_000,
      atLeast: { field: 'salaryMin', message: '最高月薪不能低于最低月薪' },
    },
    education: { label: '学历要求', kind: 'string', dict: 'education', search: 'eq' },
    experienceYears: {
      label: '工作年限（年）',
      kind: 'integer',
      min: 0,
      max: 50,
      defaultValue: 0,
      list: false,
    },
    ageMin: { label: '最小年龄', kind: 'integer', min: 16, max: 70, list: false },
    ageMax: {
      label: '最大年龄',
      kind: 'integer',
      min: 16,
      max: 70,
      list: false,
      atLeast: { field: 'ageMin', message: '最大年龄不能小于最小年龄' },
    },
    regionCode: region('工作地区', true),
    workAddress: { label: '工作地址', kind: 'string', maxLength: 200, list: false },
    workNature: { label: '工作性质', kind: 'string', dict: 'work_nature', defaultValue: '1' },
    skillTags: {
      label: '技能关键词',
      kind: 'string',
      maxLength: 200,
      list: false,
      help: '多个关键词用逗号分隔，用于人岗匹配',
    },
    welfareTags: {
      label: '福利待遇',
      kind: 'string',
      maxLength: 200,
      list: false,
      help: '多个福利用逗号分隔，如：五险一金,包吃住',
    },
    description: { label: '岗位描述', kind: 'text', maxLength: 4000, list: false },
    veteranPriority: { label: '退役军人优先', kind: 'switch', defaultValue: 'Y' },
    status: {
      label: '岗位状态',
      kind: 'string',
      dict: 'position_status',
      form: false,
      search: 'eq',
    },
    publishTime: { label: '发布时间', kind: 'datetime', form: false, sortable: true },
    expireDate: { label: '截止日期', kind: 'date', required: true, sortable: true },
    viewCount: { label: '浏览次数', kind: 'integer', form: false, sortable: true },
    applyCount: { label: '投递人数', kind: 'integer', form: false, sortable: true },
    sysOrgCode: orgCode,
    createTime,
  },
  defaultSort: { field: 'createTime', order: 'desc' },
} as const satisfies ResourceDef;

/** 简历: one per veteran (by ID card number), with service record and job intention. */
export const resumeResource = {
  key: 'zpResume',
  title: '简历',
  table: 'zp_resume',
  path: '/recruitment/resume',
  permission: 'recruitment:resume',
  versioned: true,
  orgScoped: true,
  fields: {
    realName: { label: '姓名', kind: 'string', required: true, maxLength: 30, search: 'like' },
    idCard: {
      label: '身份证号',
      kind: 'string',
      required: true,
      pattern: 'idCard18',
      unique: true,
      immutable: true,
      sensitive: 'idCard',
      search: 'eq',
      width: 180,
    },
    sex: { label: '性别', kind: 'string', dict: 'sex', form: false },
    birthDate: { label: '出生日期', kind: 'date', form: false, list: false },
    phone: {
      label: '手机号',
      kind: 'string',
      required: true,
      pattern: 'phone',
      sensitive: 'phone',
    },
    regionCode: region('户籍/常住地区', true),
    education: { label: '最高学历', kind: 'string', dict: 'education', search: 'eq' },
    major: { label: '所学专业', kind: 'string', maxLength: 60, list: false },
    militaryBranch: { label: '服役军种', kind: 'string', dict: 'military_branch', search: 'eq' },
    serviceYears: { label: '服役年限（年）', kind: 'integer', min: 0, max: 40, list: false },
    militaryRank: { label: '退役时军衔', kind: 'string', maxLength: 30, list: false },
    militarySpecialty: { label: '军事专业', kind: 'string', maxLength: 60, list: false },
    dischargeDate: { label: '退役时间', kind: 'date', list: false },
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
      ref: CATEGORY_REF,
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
      help: '多个地区编码用逗号分隔；为空时按户籍/常住地区匹配',
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
    workNature: { label: '工作性质', kind: 'string', dict: 'work_nature', defaultValue: '1' },
    selfEvaluation: { label: '自我评价', kind: 'text', maxLength: 1000, list: false },
    attachment: { label: '简历附件', kind: 'file', maxLength: 500, list: false },
    visibility: {
      label: '公开状态',
      kind: 'string',
      dict: 'resume_visibility',
      required: true,
      defaultValue: '1',
      search: 'eq',
    },
    userId: { label: '门户账号', kind: 'string', form: false, list: false },
    sysOrgCode: orgCode,
    createTime,
  },
  defaultSort: { field: 'createTime', order: 'desc' },
} as const satisfies ResourceDef;

const resumeChild = {
  parentKey: 'resumeId',
  parentTable: 'zp_resume',
  permission: 'recruitment:resume',
} as const;
const resumeIdField: FieldDef = {
  label: '简历',
  kind: 'string',
  form: false,
  list: false,
  search: 'eq',
};

/** 教育经历 of a resume. */
export const resumeEducationResource = {
  ...resumeChild,
  key: 'zpResumeEducation',
  title: '教育经历',
  table: 'zp_resume_education',
  path: '/recruitment/resumeEducation',
  fields: {
    resumeId: resumeIdField,
    school: { label: '学校', kind: 'string', required: true, maxLength: 60 },
    major: { label: '专业', kind: 'string', maxLength: 60 },
    education: { label: '学历', kind: 'string', dict: 'education' },
    startDate: { label: '开始时间', kind: 'date' },
    endDate: { label: '结束时间', kind: 'date' },
  },
  defaultSort: { field: 'startDate', order: 'asc' },
} as const satisfies ResourceDef;

/** 工作经历 of a resume. */
export const resumeWorkResource = {
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
} as const satisfies ResourceDef;

/** 技能证书 of a resume. */
export const resumeSkillResource = {
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
} as const satisfies ResourceDef;

/** 岗位投递: one per resume and position; the status moves along the pipeline only. */
export const deliveryResource = {
  key: 'zpDelivery',
  title: '岗位投递',
  table: 'zp_delivery',
  path: '/recruitment/delivery',
  permission: 'recruitment:delivery',
  versioned: true,
  orgScoped: true,
  fields: {
    resumeId: {
      label: '求职者',
      kind: 'string',
      required: true,
      maxLength: 32,
      ref: RESUME_REF,
      picker: RESUME_PICKER,
      immutable: true,
      search: 'eq',
    },
    positionId: {
      label: '投递岗位',
      kind: 'string',
      required: true,
      maxLength: 32,
      ref: POSITION_REF,
      picker: POSITION_PICKER,
      immutable: true,
      search: 'eq',
      width: 180,
    },
    companyId: { label: '招聘企业', kind: 'string', form: false, ref: COMPANY_REF, search: 'eq' },
    status: {
      label: '投递状态',
      kind: 'string',
      dict: 'delivery_status',
      form: false,
      search: 'eq',
    },
    deliverTime: { label: '投递时间', kind: 'datetime', form: false, sortable: true },
    viewTime: { label: '查看时间', kind: 'datetime', form: false, list: false },
    interviewTime: { label: '邀约面试时间', kind: 'datetime', form: false, list: false },
    resultTime: { label: '结果时间', kind: 'datetime', form: false, list: false },
    companyNote: { label: '企业备注', kind: 'string', maxLength: 300 },
    sysOrgCode: orgCode,
  },
  defaultSort: { field: 'deliverTime', order: 'desc' },
} as const satisfies ResourceDef;

/** 面试: arranged for an application, with its outcome. */
export const interviewResource = {
  key: 'zpInterview',
  title: '面试',
  table: 'zp_interview',
  path: '/recruitment/interview',
  permission: 'recruitment:interview',
  versioned: true,
  orgScoped: true,
  fields: {
    deliveryId: {
      label: '投递记录',
      kind: 'string',
      required: true,
      maxLength: 32,
      immutable: true,
      list: false,
      search: 'eq',
    },
    resumeId: { label: '求职者', kind: 'string', form: false, ref: RESUME_REF, search: 'eq' },
    positionId: { label: '面试岗位', kind: 'string', form: false, ref: POSITION_REF, search: 'eq' },
    interviewTime: { label: '面试时间', kind: 'datetime', required: true, sortable: true },
    mode: {
      label: '面试方式',
      kind: 'string',
      dict: 'interview_mode',
      required: true,
      defaultValue: '1',
    },
    place: { label: '面试地点', kind: 'string', maxLength: 200 },
    onlineLink: { label: '线上链接', kind: 'string', pattern: 'url', maxLength: 300, list: false },
    contactName: { label: '联系人', kind: 'string', maxLength: 30, list: false },
    contactPhone: {
      label: '联系电话',
      kind: 'string',
      pattern: 'phone',
      sensitive: 'phone',
      list: false,
    },
    status: {
      label: '面试状态',
      kind: 'string',
      dict: 'interview_status',
      required: true,
      defaultValue: '1',
      search: 'eq',
    },
    result: { label: '面试结果', kind: 'string', dict: 'interview_result' },
    evaluation: { label: '面试评价', kind: 'text', maxLength: 500, list: false },
    sysOrgCode: orgCode,
    createTime,
  },
  defaultSort: { field: 'interviewTime', order: 'desc' },
} as const satisfies ResourceDef;

/** 招聘会: online or on site, published for the portal. */
export const jobFairResource = {
  key: 'zpJobFair',
  title: '招聘会',
  table: 'zp_job_fair',
  path: '/recruitment/jobFair',
  permission: 'recruitment:jobFair',
  versioned: true,
  orgScoped: true,
  fields: {
    title: { label: '招聘会名称', kind: 'string', required: true, maxLength: 100, search: 'like' },
    fairType: {
      label: '举办方式',
      kind: 'string',
      dict: 'fair_type',
      required: true,
      search: 'eq',
    },
    organizer: { label: '主办单位', kind: 'string', required: true, maxLength: 100 },
    venue: { label: '举办地点', kind: 'string', maxLength: 200 },
    regionCode: region('所在地区', true),
    startTime: { label: '开始时间', kind: 'datetime', required: true, sortable: true },
    endTime: {
      label: '结束时间',
      kind: 'datetime',
      required: true,
      atLeast: { field: 'startTime', message: '结束时间不能早于开始时间' },
    },
    regDeadline: { label: '报名截止', kind: 'datetime', list: false },
    poster: { label: '宣传海报', kind: 'image', maxLength: 500, list: false },
    description: { label: '招聘会介绍', kind: 'richtext', maxLength: 20_000, list: false },
    status: {
      label: '发布状态',
      kind: 'string',
      dict: 'fair_status',
      required: true,
      defaultValue: '0',
      search: 'eq',
    },
    viewCount: { label: '浏览次数', kind: 'integer', form: false, list: false },
    sysOrgCode: orgCode,
    createTime,
  },
  defaultSort: { field: 'startTime', order: 'desc' },
} as const satisfies ResourceDef;

/** 展位申请: a company's booth at a fair, with the positions it brings; staff approve. */
export const fairBoothResource = {
  key: 'zpFairBooth',
  title: '展位申请',
  table: 'zp_fair_booth',
  path: '/recruitment/fairBooth',
  permission: 'recruitment:jobFair',
  parentKey: 'fairId',
  parentTable: 'zp_job_fair',
  versioned: true,
  fields: {
    fairId: { label: '招聘会', kind: 'string', form: false, list: false, search: 'eq' },
    companyId: {
      label: '参会企业',
      kind: 'string',
      required: true,
      maxLength: 32,
      ref: COMPANY_REF,
      picker: COMPANY_PICKER,
      unique: true,
      immutable: true,
    },
    positionIds: {
      label: '参会岗位',
      kind: 'string',
      multiple: true,
      required: true,
      maxLength: 1700,
      ref: POSITION_REF,
      picker: POSITION_PICKER,
    },
    boothNo: { label: '展位号', kind: 'string', maxLength: 20 },
    status: { label: '审核状态', kind: 'string', dict: 'booth_status', form: false, search: 'eq' },
    auditReason: { label: '驳回原因', kind: 'string', form: false },
    createTime,
  },
  defaultSort: { field: 'createTime', order: 'asc' },
} as const satisfies ResourceDef;

/** 参会报名: veterans registered for a fair. */
export const fairRegistrationResource = {
  key: 'zpFairRegistration',
  title: '参会报名',
  table: 'zp_fair_registration',
  path: '/recruitment/fairRegistration',
  permission: 'recruitment:jobFair',
  parentKey: 'fairId',
  parentTable: 'zp_job_fair',
  fields: {
    fairId: { label: '招聘会', kind: 'string', form: false, list: false, search: 'eq' },
    resumeId: {
      label: '报名人员',
      kind: 'string',
      required: true,
      maxLength: 32,
      ref: RESUME_REF,
      picker: RESUME_PICKER,
      unique: true,
      immutable: true,
    },
    attended: { label: '已到场', kind: 'switch', defaultValue: 'N' },
    intendedHire: { label: '达成就业意向', kind: 'switch', defaultValue: 'N' },
    createTime: { label: '报名时间', kind: 'datetime', form: false, sortable: true },
  },
  defaultSort: { field: 'createTime', order: 'asc' },
} as const satisfies ResourceDef;

/** 推荐规则: the weights of the matching criteria; one rule is active at a time. */
export const recommendRuleResource = {
  key: 'zpRecommendRule',
  title: '推荐规则',
  table: 'zp_recommend_rule',
  path: '/recruitment/recommendRule',
  permission: 'recruitment:recommendRule',
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
    createTime,
  },
  defaultSort: { field: 'createTime', order: 'desc' },
} as const satisfies ResourceDef;

/** 推荐记录: a position pushed to a veteran, with the score it had then. */
export const recommendRecordResource = {
  key: 'zpRecommendRecord',
  title: '推荐记录',
  table: 'zp_recommend_record',
  path: '/recruitment/recommendRecord',
  permission: 'recruitment:recommendRecord',
  fields: {
    resumeId: { label: '求职者', kind: 'string', form: false, ref: RESUME_REF, search: 'eq' },
    positionId: { label: '推荐岗位', kind: 'string', form: false, ref: POSITION_REF, search: 'eq' },
    score: { label: '匹配分', kind: 'number', form: false, sortable: true },
    messageSent: { label: '已发送消息', kind: 'switch', form: false },
    createBy: { label: '推荐人', kind: 'string', form: false },
    createTime: { label: '推荐时间', kind: 'datetime', form: false, sortable: true },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
} as const satisfies ResourceDef;
