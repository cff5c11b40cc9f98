/** Synthetic, plausible words of the start-up demo data. */

/** A veteran's venture: name (after the city), industry (GB/T 4754 大类), business, project. */
export interface VentureSeed {
  word: string;
  industry: string;
  scope: string;
  jobs: [number, number];
  capital: number;
  project: string;
  stage: string;
  funding: number;
  financing: string;
  description: string;
}

export const VENTURES: readonly VentureSeed[] = [
  {
    word: '冀兵农业科技有限公司',
    industry: '农业',
    scope: '设施蔬菜种植、农业技术推广、农产品销售',
    jobs: [18, 30],
    capital: 200,
    project: '设施蔬菜智慧种植示范园',
    stage: '3',
    funding: 1_500_000,
    financing: '1',
    description:
      '建设日光温室40栋，应用水肥一体化与环境监测设备，带动周边农户和退役军人从事设施蔬菜种植，年供应精品蔬菜1200吨。',
  },
  {
    word: '戎耀冷链物流有限公司',
    industry: '道路运输业',
    scope: '城乡冷链配送、仓储服务',
    jobs: [25, 40],
    capital: 500,
    project: '县域冷链共同配送平台',
    stage: '2',
    funding: 3_000_000,
    financing: '2',
    description:
      '整合县域农产品产地冷库与城市末端配送，提供统仓共配与全程温控追溯，降低生鲜农产品损耗率。',
  },
  {
    word: '军创智能科技有限公司',
    industry: '软件和信息技术服务业',
    scope: '农业物联网、智慧社区软件开发',
    jobs: [12, 20],
    capital: 300,
    project: '农业物联网环境监测系统',
    stage: '3',
    funding: 2_000_000,
    financing: '3',
    description:
      '面向设施农业的温湿度、光照和土壤墒情监测终端及云平台，已在省内5个县区的合作社推广应用。',
  },
  {
    word: '红星肉牛养殖专业合作社',
    industry: '畜牧业',
    scope: '肉牛养殖、饲草种植与销售',
    jobs: [15, 26],
    capital: 150,
    project: '肉牛标准化养殖与饲草种植',
    stage: '3',
    funding: 1_200_000,
    financing: '1',
    description:
      '采用“合作社+农户”模式，统一供犊、统一防疫、统一回收，配套种植青贮玉米800亩，带动农户增收。',
  },
  {
    word: '边塞果品加工有限公司',
    industry: '农副食品加工业',
    scope: '苹果、梨等果品冷藏保鲜与深加工',
    jobs: [30, 45],
    capital: 800,
    project: '苹果深加工与气调保鲜',
    stage: '4',
    funding: 5_000_000,
    financing: '2',
    description:
      '新建气调保鲜库和果脯、果汁生产线，延长果品销售期，年加工鲜果6000吨，稳定收购周边果农产品。',
  },
  {
    word: '卫士安保服务有限公司',
    industry: '商务服务业',
    scope: '安保服务、安全防范培训',
    jobs: [40, 60],
    capital: 300,
    project: '退役军人安保实训基地',
    stage: '2',
    funding: 800_000,
    financing: '1',
    description:
      '依托退役军人专业优势开展安保员、消防设施操作员实训，为园区和大型活动提供专业安保服务。',
  },
  {
    word: '绿营电子商务有限公司',
    industry: '零售业',
    scope: '农特产品网上销售、直播带货',
    jobs: [10, 18],
    capital: 100,
    project: '农特产品直播电商',
    stage: '2',
    funding: 600_000,
    financing: '0',
    description:
      '搭建县域直播基地，培训退役军人主播，销售小米、红枣、核桃等本地农特产品，年销售额超过800万元。',
  },
  {
    word: '长城文化传媒有限公司',
    industry: '文化艺术业',
    scope: '红色文化研学、国防教育拓展训练',
    jobs: [8, 15],
    capital: 100,
    project: '红色研学与国防教育拓展',
    stage: '1',
    funding: 900_000,
    financing: '1',
    description:
      '结合本地红色教育资源设计中小学研学课程和企业团建拓展项目，由退役军人担任教官和讲解员。',
  },
  {
    word: '铁军建筑装饰工程有限公司',
    industry: '建筑装饰、装修和其他建筑业',
    scope: '住宅装饰装修、旧房改造',
    jobs: [20, 35],
    capital: 500,
    project: '适老化住宅改造服务',
    stage: '2',
    funding: 700_000,
    financing: '0',
    description:
      '为老旧小区和居家养老家庭提供防滑、扶手、无障碍通道等适老化改造，已完成改造1200余户。',
  },
  {
    word: '八一汽车维修服务有限公司',
    industry: '机动车、电子产品和日用产品修理业',
    scope: '汽车维修保养、新能源汽车检测',
    jobs: [10, 16],
    capital: 80,
    project: '新能源汽车检测维修连锁',
    stage: '2',
    funding: 1_000_000,
    financing: '1',
    description:
      '开设新能源汽车三电检测与维修门店，吸纳退役军人技术骨干，计划在市内发展3家连锁门店。',
  },
  {
    word: '兵哥家政服务有限公司',
    industry: '居民服务业',
    scope: '家政服务、居家养老护理',
    jobs: [35, 55],
    capital: 50,
    project: '社区居家养老护理服务站',
    stage: '3',
    funding: 500_000,
    financing: '0',
    description: '在社区设立养老服务站，提供助餐、助洁、康复护理等上门服务，服务老人2000余人次。',
  },
  {
    word: '戎光新能源科技有限公司',
    industry: '电气机械和器材制造业',
    scope: '分布式光伏安装运维、储能设备销售',
    jobs: [14, 24],
    capital: 600,
    project: '农村分布式光伏运维服务',
    stage: '1',
    funding: 2_500_000,
    financing: '1',
    description:
      '为农户屋顶光伏提供安装、清洗和智能运维服务，探索“光伏+储能”模式，提升农户发电收益。',
  },
];

/** Banks, bureaus and incubators that give veterans' businesses support. */
export const BANKS = [
  '中国农业银行',
  '中国邮政储蓄银行',
  '河北银行',
  '中国建设银行',
  '河北省农村信用社',
] as const;

/** Mentors: name, unit, field. */
export const MENTORS: ReadonlyArray<readonly [string, string, string]> = [
  ['郭振华', '河北农业大学', '设施农业'],
  ['田静', '河北经贸大学', '市场营销'],
  ['马俊峰', '石家庄市创业指导服务中心', '创业规划'],
  ['韩冬梅', '中国银行河北省分行', '创业融资'],
  ['杨光', '河北科技大学', '信息技术'],
  ['许志远', '河北省物流产业协会', '供应链管理'],
  ['罗慧', '河北省农林科学院', '畜牧养殖'],
  ['曹永刚', '唐山市退役军人创业孵化基地', '企业管理'],
  ['冯晓燕', '河北师范大学', '文化旅游'],
  ['邓立新', '河北省企业家协会', '股权融资'],
];

/**
 * Judges: name, unit, title, field, and how they score (their level on the 100 scale and how
 * much of an entry's quality shows in it): one lenient, one strict.
 */
export const JUDGES: ReadonlyArray<{
  name: string;
  unit: string;
  title: string;
  field: string;
  level: number;
  spread: number;
}> = [
  { name: '刘志强', unit: '河北经贸大学', title: '教授', field: '创业管理', level: 76, spread: 1 },
  {
    name: '陈雅琴',
    unit: '河北省创业投资协会',
    title: '高级经济师',
    field: '风险投资',
    level: 87,
    spread: 0.6,
  },
  {
    name: '孙立军',
    unit: '河北农业大学',
    title: '教授',
    field: '现代农业',
    level: 62,
    spread: 1.2,
  },
  {
    name: '周海波',
    unit: '石家庄高新区创业服务中心',
    title: '主任',
    field: '孵化服务',
    level: 74,
    spread: 0.9,
  },
];

/** Judges of the pool who sit on no published panel. */
export const SPARE_JUDGES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['吴建华', '河北省科技厅科技成果转化中心', '研究员', '科技成果转化'],
  ['郑丽', '中国农业银行河北省分行', '高级经济师', '普惠金融'],
];

/** The criteria of the demo editions: name, weight, maximum, what counts. */
export const CRITERIA: ReadonlyArray<readonly [string, number, number, string]> = [
  ['商业模式与可行性', 30, 30, '市场需求、盈利模式、财务预测是否清晰可行'],
  ['创新性', 25, 25, '技术、产品或服务模式的创新程度'],
  ['团队与执行力', 20, 20, '团队结构、退役军人作用发挥、执行情况'],
  ['社会效益与带动就业', 25, 25, '带动就业特别是退役军人就业、服务乡村振兴等成效'],
];
