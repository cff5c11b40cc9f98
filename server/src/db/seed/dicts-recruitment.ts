type Items = Array<[value: string, text: string]>;

/** Dictionaries of the recruitment section. Education values rise with the level. */
export const RECRUITMENT_DICTS: Array<{ code: string; name: string; items: Items }> = [
  {
    code: 'company_audit_status',
    name: '企业审核状态',
    items: [
      ['0', '待审核'],
      ['1', '已通过'],
      ['2', '已驳回'],
    ],
  },
  {
    code: 'company_ownership',
    name: '企业性质',
    items: [
      ['1', '国有企业'],
      ['2', '集体企业'],
      ['3', '民营企业'],
      ['4', '外商投资企业'],
      ['5', '港澳台投资企业'],
      ['6', '事业单位'],
      ['7', '社会组织'],
      ['9', '其他'],
    ],
  },
  {
    code: 'company_scale',
    name: '企业规模',
    items: [
      ['1', '20人以下'],
      ['2', '20-99人'],
      ['3', '100-299人'],
      ['4', '300-999人'],
      ['5', '1000人以上'],
    ],
  },
  {
    code: 'evaluator_type',
    name: '评价人类型',
    items: [
      ['1', '工作人员'],
      ['2', '退役军人'],
    ],
  },
  {
    code: 'education',
    name: '学历',
    items: [
      ['1', '初中及以下'],
      ['2', '高中/中专/技校'],
      ['3', '大专'],
      ['4', '本科'],
      ['5', '硕士研究生'],
      ['6', '博士研究生'],
    ],
  },
  {
    code: 'position_status',
    name: '岗位状态',
    items: [
      ['0', '草稿'],
      ['1', '已发布'],
      ['2', '已关闭'],
      ['3', '已过期'],
    ],
  },
  {
    code: 'work_nature',
    name: '工作性质',
    items: [
      ['1', '全职'],
      ['2', '兼职'],
    ],
  },
  {
    code: 'military_branch',
    name: '服役军种',
    items: [
      ['1', '陆军'],
      ['2', '海军'],
      ['3', '空军'],
      ['4', '火箭军'],
      ['5', '军事航天部队'],
      ['6', '网络空间部队'],
      ['7', '信息支援部队'],
      ['8', '联勤保障部队'],
      ['9', '武警部队'],
    ],
  },
  {
    code: 'resume_visibility',
    name: '简历公开状态',
    items: [
      ['1', '公开'],
      ['0', '隐藏'],
    ],
  },
  {
    code: 'delivery_status',
    name: '投递状态',
    items: [
      ['1', '已投递'],
      ['2', '已查看'],
      ['3', '邀请面试'],
      ['4', '已录用'],
      ['5', '不合适'],
    ],
  },
  {
    code: 'interview_mode',
    name: '面试方式',
    items: [
      ['1', '现场面试'],
      ['2', '线上面试'],
    ],
  },
  {
    code: 'interview_status',
    name: '面试状态',
    items: [
      ['1', '待面试'],
      ['2', '已面试'],
      ['3', '已取消'],
      ['4', '未到场'],
    ],
  },
  {
    code: 'interview_result',
    name: '面试结果',
    items: [
      ['1', '通过'],
      ['2', '未通过'],
      ['3', '待定'],
    ],
  },
  {
    code: 'fair_type',
    name: '招聘会举办方式',
    items: [
      ['1', '线上'],
      ['2', '现场'],
    ],
  },
  {
    code: 'fair_status',
    name: '招聘会发布状态',
    items: [
      ['0', '未发布'],
      ['1', '已发布'],
    ],
  },
  {
    code: 'booth_status',
    name: '展位审核状态',
    items: [
      ['0', '待审核'],
      ['1', '已通过'],
      ['2', '已驳回'],
    ],
  },
];
