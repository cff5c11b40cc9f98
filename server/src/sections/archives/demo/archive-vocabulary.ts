/** Word pools for the synthetic archives. Everything is invented; it only looks real. */

/** 军事专业 as a veteran's papers name them. */
export const MILITARY_SPECIALTIES = [
  '汽车驾驶',
  '装甲车驾驶',
  '汽车修理',
  '通信',
  '雷达操作',
  '炊事',
  '卫生员',
  '警卫',
  '侦察',
  '工程机械操作',
  '电工',
  '给养保管',
  '油料保管',
  '无线电技术',
  '计算机网络维护',
  '导弹操作',
  '舰艇机电',
  '航空机务',
  '消防',
  '文书',
] as const;

/** The enlisted rank reached after so many years (义务兵 2 years, then 军士). */
export const ENLISTED_RANKS: ReadonlyArray<readonly [maxYears: number, rank: string]> = [
  [2, '上等兵'],
  [5, '下士'],
  [8, '中士'],
  [12, '上士'],
  [16, '四级军士长'],
  [99, '三级军士长'],
];

export const OFFICER_RANKS = ['少尉', '中尉', '上尉', '少校', '中校'] as const;

export const ROADS = [
  '中山路',
  '建设大街',
  '和平路',
  '胜利街',
  '人民路',
  '裕华路',
  '东风路',
  '新华路',
  '友谊大街',
  '光明路',
  '育才街',
  '平安大街',
] as const;

export const BRAND_FIRST = [...'冀华恒通安泰远宏盛鑫顺达兴诚瑞广'];
export const BRAND_SECOND = [...'源丰利达晟业昌隆博信泰新辉诚'];

/** Employers by 就业形式 code: 1 单位, 2 灵活, 3 公益性岗位, 4 创业, 5 个体. */
export const EMPLOYER_SUFFIXES: Record<string, readonly string[]> = {
  '1': [
    '物流有限公司',
    '物业服务有限公司',
    '保安服务有限公司',
    '建设工程有限公司',
    '汽车销售服务有限公司',
    '电子科技有限公司',
    '机械制造有限公司',
    '食品有限公司',
  ],
  '2': ['网约车平台', '外卖配送站', '快递服务站', '家政服务部'],
  '3': ['街道综合服务中心', '社区服务站', '乡镇综合文化站', '城市管理协管队'],
  '4': ['科技有限公司', '农业专业合作社', '商贸有限公司', '运输有限公司'],
  '5': ['便利店', '汽车维修部', '餐馆', '农资经营部', '五金店'],
};

export const JOB_TITLES: Record<string, readonly string[]> = {
  '1': [
    '驾驶员',
    '安保主管',
    '仓库管理员',
    '设备维修工',
    '电工',
    '项目施工员',
    '销售顾问',
    '生产班组长',
  ],
  '2': ['网约车司机', '外卖骑手', '快递员', '家政服务员'],
  '3': ['社区网格协管员', '保洁绿化员', '公共设施管理员', '治安巡防员'],
  '4': ['法定代表人', '负责人'],
  '5': ['经营者'],
};

/** 技能证书: [名称, 技能等级 code, 发证机关]. */
export const CERTIFICATES: ReadonlyArray<readonly [string, string, string]> = [
  ['机动车驾驶证（A2）', '0', '公安局交通警察支队'],
  ['机动车驾驶证（B2）', '0', '公安局交通警察支队'],
  ['电工', '4', '人力资源和社会保障局'],
  ['焊工', '4', '人力资源和社会保障局'],
  ['汽车维修工', '3', '人力资源和社会保障局'],
  ['保安员', '5', '公安局'],
  ['中式烹调师', '4', '人力资源和社会保障局'],
  ['消防设施操作员', '4', '人力资源和社会保障局'],
  ['叉车司机', '0', '市场监督管理局'],
  ['健康管理师', '3', '人力资源和社会保障局'],
  ['网络与信息安全管理员', '3', '人力资源和社会保障局'],
  ['无人机驾驶员', '4', '人力资源和社会保障局'],
];

/** 培训课程 and who gives them. */
export const COURSES = [
  '退役军人适应性培训',
  '电工职业技能培训',
  '汽车维修技能培训',
  '创业能力提升培训（SYB）',
  '电子商务运营培训',
  '中式烹调技能培训',
  '无人机操控培训',
  '保安员上岗培训',
  '网络直播营销培训',
  '养老护理员培训',
] as const;

export const INSTITUTIONS = [
  '退役军人职业技能培训学校',
  '职业技术学院继续教育学院',
  '技师学院',
  '就业创业培训中心',
] as const;

export const FAMILY_WORK_UNITS = [
  '务农',
  '个体经营',
  '中心小学',
  '县人民医院',
  '镇卫生院',
  '超市',
  '退休',
  '无',
] as const;

export const ASSISTANCE_NOTES = [
  '已进行职业指导，推荐岗位 3 个',
  '已推荐参加本月专场招聘会',
  '已登记技能培训意愿，等待开班',
  '已介绍创业担保贷款政策',
  '家庭困难，已申请临时救助',
] as const;

export const TRAINING_WISHES = [
  '希望参加驾驶类培训',
  '想学电工或维修技能',
  '有意参加创业培训',
  '暂无',
] as const;
