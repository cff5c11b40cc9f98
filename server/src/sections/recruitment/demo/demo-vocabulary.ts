/**
 * Word pools for the synthetic recruitment data. Everything here is invented: the names,
 * companies and schools only look like real ones.
 */

/** Two 字号 syllables combine into names such as 冀安, 恒通, 华远. */
export const BRAND_FIRST = [
  ...'冀恒华鑫盛宏泰瑞新中长金永万隆达博天东远信海燕润德安凯嘉正荣兴联广昌明振顺卓锦铭',
];
export const BRAND_SECOND = [
  ...'安通远达源祥盛邦泰诚峰辰宇航利康和业成发鼎晟威腾阳丰信润捷锐驰磊坤耀晖拓屹骏铎城',
];

/**
 * A line of business: the company-name suffixes, GB/T 4754 divisions and occupation middle
 * groups (职业分类大典 2022) its companies recruit for.
 */
export interface Sector {
  suffixes: readonly string[];
  industries: readonly string[];
  occupations: readonly string[];
  /** What the company does, for the introduction. */
  business: string;
}

export const SECTORS: readonly Sector[] = [
  {
    suffixes: ['物流有限公司', '运输有限公司', '供应链管理有限公司', '快递服务有限公司'],
    industries: ['54', '59', '58', '60'],
    occupations: ['4-02', '6-30', '3-01'],
    business: '公路货运、仓储配送与城市快递',
  },
  {
    suffixes: ['安保服务有限公司', '保安服务有限公司', '押运服务有限公司'],
    industries: ['72'],
    occupations: ['4-07', '3-02', '4-02'],
    business: '驻场安保、武装押运、大型活动安全保障与技防工程',
  },
  {
    suffixes: ['物业服务有限公司', '物业管理有限公司'],
    industries: ['70'],
    occupations: ['4-06', '4-07', '4-11', '4-09'],
    business: '住宅小区、写字楼与产业园区的物业管理',
  },
  {
    suffixes: ['建设集团有限公司', '建筑工程有限公司', '路桥工程有限公司', '市政工程有限公司'],
    industries: ['47', '48', '50'],
    occupations: ['6-29', '6-30', '2-02', '3-02'],
    business: '房屋建筑、市政道路与桥梁工程施工',
  },
  {
    suffixes: ['机械制造有限公司', '装备制造有限公司', '重工机械有限公司'],
    industries: ['34', '35'],
    occupations: ['6-18', '6-20', '6-31', '2-02'],
    business: '工程机械、农业机械及其零部件的研发与制造',
  },
  {
    suffixes: ['汽车零部件有限公司', '汽车制造有限公司'],
    industries: ['36'],
    occupations: ['6-22', '6-31', '6-18'],
    business: '整车及汽车零部件的生产与装配',
  },
  {
    suffixes: ['钢铁有限公司', '特钢有限公司'],
    industries: ['31', '33'],
    occupations: ['6-17', '6-31', '6-30', '3-02'],
    business: '钢铁冶炼、轧制与金属制品加工',
  },
  {
    suffixes: ['电力工程有限公司', '能源有限公司', '热力有限公司', '燃气有限公司'],
    industries: ['44', '45'],
    occupations: ['6-28', '4-11', '2-02'],
    business: '输变电工程、城市供热与燃气供应',
  },
  {
    suffixes: ['科技有限公司', '信息技术有限公司', '网络科技有限公司', '通信工程有限公司'],
    industries: ['65', '64', '63'],
    occupations: ['4-04', '2-02', '4-01'],
    business: '软件开发、网络运维、通信工程与系统集成',
  },
  {
    suffixes: ['电子科技有限公司', '电子有限公司'],
    industries: ['39'],
    occupations: ['6-25', '6-31', '4-04'],
    business: '电子元器件与通信设备的生产制造',
  },
  {
    suffixes: ['商贸有限公司', '连锁超市有限公司', '电子商务有限公司'],
    industries: ['51', '52'],
    occupations: ['4-01', '4-02', '3-01'],
    business: '日用品批发零售、连锁超市与电商运营',
  },
  {
    suffixes: ['餐饮管理有限公司', '酒店管理有限公司', '团餐服务有限公司'],
    industries: ['62', '61'],
    occupations: ['4-03', '4-01'],
    business: '酒店经营、连锁餐饮与企事业单位食堂托管',
  },
  {
    suffixes: ['食品有限公司', '农产品加工有限公司'],
    industries: ['14', '13'],
    occupations: ['6-02', '6-31', '4-02'],
    business: '食品生产加工与冷链配送',
  },
  {
    suffixes: ['医疗科技有限公司', '健康管理有限公司', '康复医院有限公司'],
    industries: ['84'],
    occupations: ['2-05', '4-14', '3-01'],
    business: '康复医疗、健康体检与社区健康服务',
  },
  {
    suffixes: ['汽车服务有限公司', '汽车维修有限公司'],
    industries: ['81'],
    occupations: ['4-12', '4-01'],
    business: '汽车维修保养、钣金喷漆与道路救援',
  },
  {
    suffixes: ['环境工程有限公司', '环保科技有限公司', '环卫服务有限公司'],
    industries: ['77', '78'],
    occupations: ['4-09', '4-02', '6-28'],
    business: '城乡环卫一体化、污水处理与园林绿化',
  },
  {
    suffixes: ['人力资源服务有限公司', '企业管理咨询有限公司'],
    industries: ['72'],
    occupations: ['3-01', '4-07', '4-01'],
    business: '人力资源外包、劳务派遣与职业培训',
  },
  {
    suffixes: ['体育文化发展有限公司', '健身服务有限公司'],
    industries: ['89'],
    occupations: ['4-14', '4-01'],
    business: '体能训练、青少年军事素质拓展与健身服务',
  },
];

/** A middle group of occupations: position titles, skill words and a description template. */
export interface OccupationProfile {
  code: string;
  titles: readonly string[];
  skills: readonly string[];
  /** `{company}` and `{city}` are filled in. */
  description: string;
}

export const OCCUPATIONS: readonly OccupationProfile[] = [
  {
    code: '4-02',
    titles: [
      '物流配送司机',
      '货车司机（A2）',
      '仓储管理员',
      '叉车司机',
      '快递分拣员',
      '运输调度员',
    ],
    skills: ['驾驶', 'A2驾照', 'B2驾照', '叉车', '仓储', '物流', '调度', '分拣'],
    description:
      '负责{city}及周边线路的货物运输与配送，按调度安排完成装卸、签收与回单；做好车辆日常检查与保养，遵守交通法规，确保货物与行车安全。{company}为退役军人提供岗前培训，部队汽车驾驶员优先。',
  },
  {
    code: '4-07',
    titles: ['保安员', '安保主管', '押运员', '安检员', '巡逻队员', '门岗保安'],
    skills: ['安保', '巡逻', '监控', '消防', '押运', '擒敌'],
    description:
      '负责{company}在{city}服务项目的门岗值守、巡逻检查与监控室值班，做好人员车辆出入登记，处置突发事件并配合公安机关维护治安秩序。有部队服役经历、持保安员证者优先。',
  },
  {
    code: '3-02',
    titles: ['企业专职消防员', '消防设施操作员', '安全员', '应急救援队员', '微型消防站队员'],
    skills: ['消防', '消防设施操作员证', '安全生产', '应急救援', '灭火'],
    description:
      '负责厂区（园区）消防设施的日常巡检、维护保养与记录，参与消防演练和应急救援；开展安全生产检查，及时发现并整改隐患。{company}实行轮班制，武警、消防部队退役人员优先。',
  },
  {
    code: '4-06',
    titles: ['物业管家', '物业客服专员', '秩序维护员', '物业维修工', '楼宇管理员'],
    skills: ['物业管理', '客户服务', '秩序维护', '维修', '沟通'],
    description:
      '负责{city}项目的业主服务、报事报修受理与回访，组织秩序维护、保洁绿化等日常工作的检查；协调处理业主诉求，维护园区安全整洁。{company}提供系统的物业服务培训。',
  },
  {
    code: '6-29',
    titles: ['施工员', '钢筋工', '架子工', '电焊工', '测量员', '木工'],
    skills: ['施工', '焊接', '测量', '识图', '钢筋', '特种作业证'],
    description:
      '参与{company}在{city}承建项目的现场施工，按图纸和技术交底完成分项作业，做好质量自检与安全防护，服从项目部统一调度。具备相应特种作业操作证者优先。',
  },
  {
    code: '6-30',
    titles: ['挖掘机司机', '装载机司机', '起重机司机', '塔吊司机', '压路机操作员'],
    skills: ['挖掘机', '装载机', '起重', '工程机械', '特种作业证', '驾驶'],
    description:
      '负责工程机械的操作与日常维护，按施工计划完成土方、吊装等作业，做好设备点检记录，确保作业安全。部队工程机械、装甲车辆驾驶专业退役人员优先，{company}可协助办理操作证。',
  },
  {
    code: '6-28',
    titles: ['变电运维工', '配电线路工', '热力运行工', '燃气管网巡线员', '维修电工'],
    skills: ['电工', '高压电工证', '配电', '运行维护', '巡检', '低压电工证'],
    description:
      '负责{city}辖区变配电设备、供热或燃气管网的运行监视、巡视检查与倒闸操作，参与故障抢修和设备检修，规范填写运行记录。须持有效电工作业证，{company}提供持证培训。',
  },
  {
    code: '4-11',
    titles: ['供电服务员', '燃气安检员', '水电维修工', '用电检查员'],
    skills: ['电工', '燃气', '入户维修', '抄表', '低压电工证'],
    description:
      '负责辖区用户的用电（用气、用水）安全检查、计量装置维护与入户维修，受理用户咨询和报修，宣传安全用能常识。{company}在{city}各区县设有服务网点，可就近安排。',
  },
  {
    code: '6-18',
    titles: ['数控车工', '铣工', '钳工', '焊工', '数控操作工'],
    skills: ['数控', '车床', '焊接', '钳工', '识图', '机加工'],
    description:
      '按图纸和工艺要求完成零件的车、铣、钻、焊等加工，做好首件自检与设备日常保养，保证产品质量和生产进度。{company}实行计件加绩效工资，有部队装备修理经历者优先。',
  },
  {
    code: '6-20',
    titles: ['装配钳工', '设备调试员', '液压装配工', '总装工'],
    skills: ['装配', '调试', '液压', '钳工', '识图'],
    description:
      '负责通用设备整机及部件的装配与调试，按工艺文件完成装配、试车并记录数据，协助技术人员解决装配问题。{company}提供技能等级认定与晋升通道。',
  },
  {
    code: '6-22',
    titles: ['汽车装调工', '总装操作工', '涂装工', '汽车质检员'],
    skills: ['装配', '质检', '汽车', '涂装', '扭矩检测'],
    description:
      '在{company}总装（涂装）车间从事整车及零部件的装配、调整与检验，执行标准化作业，做好质量记录与5S管理。两班倒，提供通勤班车与员工公寓。',
  },
  {
    code: '6-17',
    titles: ['炼钢工', '轧钢工', '行车工', '炉前工'],
    skills: ['冶炼', '轧制', '行车', '特种作业证', '安全生产'],
    description:
      '负责炼钢、轧钢生产线的操作与监控，按工艺规程调整参数，做好设备点检和交接班记录，严格遵守安全操作规程。{company}为一线岗位提供高温补贴与倒班津贴。',
  },
  {
    code: '6-31',
    titles: ['设备维修工', '品质检验员', '仓库保管员', '机修钳工', '包装工'],
    skills: ['设备维修', '质检', '电工', '机修', '仓储'],
    description:
      '负责生产设备的日常点检、故障维修与预防性保养（或原材料、成品的检验与出入库管理），配合生产部门保障产线稳定运行。{company}欢迎有部队技术兵种经历的退役军人加入。',
  },
  {
    code: '6-25',
    titles: ['电子装配工', 'SMT操作员', '通信设备调试员', '电子品检员'],
    skills: ['电子装配', '焊接', '调试', '通信', '质检'],
    description:
      '负责电子产品及通信设备的装配、焊接与功能调试，按作业指导书完成检测并记录，配合工程师分析不良原因。{company}生产车间洁净、空调恒温，实行五天八小时工作制。',
  },
  {
    code: '6-02',
    titles: ['食品加工工', '生产线操作工', '冷库管理员', '食品质检员'],
    skills: ['食品加工', '质检', '冷链', '食品安全', '仓储'],
    description:
      '负责食品生产线的投料、加工、包装等操作与卫生清洁，执行食品安全管理制度，做好生产记录。{company}提供免费工作餐与宿舍，持健康证上岗。',
  },
  {
    code: '4-12',
    titles: ['汽车维修工', '汽车钣金工', '汽车喷漆工', '汽车电工', '道路救援技师'],
    skills: ['汽车维修', '钣金', '喷漆', '电路检修', '驾驶'],
    description:
      '负责车辆的维护保养、故障诊断与维修（或钣金喷漆、道路救援），填写维修记录并向客户说明维修项目。部队汽车修理、装备维修专业退役人员优先，{company}提供技能提升培训。',
  },
  {
    code: '4-04',
    titles: ['网络运维工程师', '弱电工程师', '通信线路维护员', 'IT技术支持', '信息安全员'],
    skills: ['网络', '通信', '计算机', '弱电', 'Linux', '综合布线'],
    description:
      '负责{company}客户在{city}的网络、通信线路与弱电系统的安装调试、日常巡检和故障处理，编写运维文档，保障业务系统稳定运行。部队通信、信息专业退役人员优先。',
  },
  {
    code: '2-02',
    titles: ['机电工程师', '安全工程师', '施工技术员', '电气工程师', '测绘工程师'],
    skills: ['CAD', '电气', '安全管理', '测绘', '项目管理', '注册安全工程师'],
    description:
      '负责项目的技术方案编制、现场技术指导与质量安全管理，参与图纸会审和竣工验收，组织开展技术培训。{company}对持有注册类证书者另有证书补贴。',
  },
  {
    code: '4-01',
    titles: ['销售代表', '门店店长', '客户经理', '采购专员', '营业员'],
    skills: ['销售', '沟通', '客户管理', '收银', '采购'],
    description:
      '负责{city}区域的客户开发与维护，完成销售目标（或门店经营、采购管理），收集市场信息并反馈。{company}底薪加提成，业绩突出者可晋升区域主管。',
  },
  {
    code: '4-03',
    titles: ['厨师', '面点师', '食堂主管', '后厨帮工', '餐厅服务员'],
    skills: ['烹饪', '厨师证', '面点', '食品安全', '团餐管理'],
    description:
      '负责员工食堂（门店）菜品的制作与出品，严格执行食品安全操作规范，做好原料验收与后厨卫生管理。部队炊事专业退役人员优先，{company}包吃住。',
  },
  {
    code: '2-05',
    titles: ['护士', '康复治疗师', '社区医生', '急救员'],
    skills: ['护理', '急救', '康复', '护士资格证', '医师资格证'],
    description:
      '负责患者的护理（康复治疗、健康随访）工作，执行医嘱与各项护理规范，参与急救和健康宣教。部队卫生员、军医退役人员优先，须持相应执业资格证书。',
  },
  {
    code: '4-14',
    titles: ['体能教练', '健身教练', '游泳救生员', '军训教官', '社会体育指导员'],
    skills: ['体能训练', '健身', '急救', '救生', '队列训练'],
    description:
      '负责学员的体能训练、军事素质拓展或健身指导课程，制定训练计划并保障训练安全。{company}与{city}多所学校合作开展军训，退役军人优先。',
  },
  {
    code: '4-09',
    titles: ['环卫车驾驶员', '市政设施养护工', '污水处理工', '园林绿化工', '河道巡查员'],
    skills: ['驾驶', '环卫', '污水处理', '绿化', '巡查'],
    description:
      '负责{city}城区道路清扫保洁车辆驾驶（或市政设施养护、污水处理设备运行、河道巡查），按作业标准完成任务并做好记录。{company}提供工作服与意外伤害保险。',
  },
  {
    code: '3-01',
    titles: ['行政专员', '人事专员', '综合文员', '档案管理员', '后勤主管'],
    skills: ['办公软件', '公文写作', '档案管理', '后勤保障', '沟通'],
    description:
      '负责{company}的公文收发、会议组织、档案整理与后勤保障（或招聘、考勤、社保等人事事务），协助部门负责人做好日常管理。熟练使用办公软件，有部队文书经历者优先。',
  },
];

export const WELFARE_TAGS = [
  '五险一金',
  '包吃住',
  '年终奖',
  '带薪年假',
  '节日福利',
  '交通补贴',
  '餐补',
  '话费补贴',
  '定期体检',
  '员工宿舍',
  '技能培训',
  '绩效奖金',
  '高温补贴',
  '通勤班车',
  '退役军人专项补贴',
] as const;

export const UNIVERSITIES = [
  '河北工业大学',
  '燕山大学',
  '河北大学',
  '河北师范大学',
  '河北科技大学',
  '石家庄铁道大学',
  '华北理工大学',
  '河北经贸大学',
  '河北农业大学',
  '河北工程大学',
  '河北地质大学',
  '北华航天工业学院',
] as const;
export const COLLEGES = [
  '石家庄职业技术学院',
  '河北交通职业技术学院',
  '唐山工业职业技术学院',
  '邢台职业技术学院',
  '保定职业技术学院',
  '沧州职业技术学院',
  '河北机电职业技术学院',
  '河北软件职业技术学院',
  '石家庄铁路职业技术学院',
  '河北石油职业技术大学',
  '廊坊职业技术学院',
  '衡水职业技术学院',
] as const;
/** Secondary schools are named after the home county: `{county}第一中学` etc. */
export const SCHOOL_PATTERNS = [
  '{county}第一中学',
  '{county}第二中学',
  '{county}职业技术教育中心',
] as const;

export const MAJORS = [
  '汽车运用与维修技术',
  '物流管理',
  '机电一体化技术',
  '电气自动化技术',
  '计算机网络技术',
  '通信技术',
  '建筑工程技术',
  '工程测量技术',
  '安全技术与管理',
  '烹饪工艺与营养',
  '护理',
  '市场营销',
  '行政管理',
  '机械设计制造及其自动化',
  '土木工程',
  '电气工程及其自动化',
  '软件工程',
  '工商管理',
  '消防工程',
  '康复治疗技术',
] as const;

/** A military specialty with the civilian skills and occupation groups it leads to. */
export interface MilitarySpecialty {
  name: string;
  skills: readonly string[];
  occupations: readonly string[];
}

export const MILITARY_SPECIALTIES: readonly MilitarySpecialty[] = [
  { name: '汽车驾驶', skills: ['驾驶', 'A2驾照', 'B2驾照'], occupations: ['4-02', '4-09', '6-30'] },
  { name: '通信', skills: ['通信', '网络', '综合布线'], occupations: ['4-04', '6-25'] },
  { name: '炊事', skills: ['烹饪', '面点', '食品安全'], occupations: ['4-03', '6-02'] },
  { name: '卫生员', skills: ['急救', '护理'], occupations: ['2-05', '4-14'] },
  { name: '侦察', skills: ['安保', '巡逻', '擒敌'], occupations: ['4-07', '3-02'] },
  { name: '工程机械', skills: ['挖掘机', '装载机', '工程机械'], occupations: ['6-30', '6-29'] },
  { name: '警卫', skills: ['安保', '监控', '巡逻'], occupations: ['4-07', '4-06'] },
  {
    name: '装备维修',
    skills: ['汽车维修', '设备维修', '焊接'],
    occupations: ['4-12', '6-31', '6-18'],
  },
  { name: '发电与电力保障', skills: ['电工', '配电', '低压电工证'], occupations: ['6-28', '4-11'] },
  { name: '消防', skills: ['消防', '应急救援', '灭火'], occupations: ['3-02', '4-07'] },
  { name: '油料保障', skills: ['仓储', '物流', '安全生产'], occupations: ['4-02', '6-31'] },
  { name: '计算机网络', skills: ['计算机', '网络', 'Linux'], occupations: ['4-04', '2-02'] },
  { name: '工程测绘', skills: ['测量', 'CAD', '测绘'], occupations: ['2-02', '6-29'] },
  { name: '文书', skills: ['办公软件', '公文写作', '档案管理'], occupations: ['3-01'] },
  { name: '军事体育', skills: ['体能训练', '队列训练', '救生'], occupations: ['4-14'] },
  { name: '装甲车驾驶', skills: ['驾驶', '工程机械'], occupations: ['6-30', '4-02'] },
];

/** Ranks by the years served: conscripts leave as 上等兵, sergeants as 下士 and up. */
export const RANKS_BY_SERVICE: ReadonlyArray<readonly [maxYears: number, rank: string]> = [
  [2, '上等兵'],
  [5, '下士'],
  [8, '中士'],
  [12, '上士'],
  [16, '四级军士长'],
  [40, '三级军士长'],
];
export const OFFICER_RANKS = ['少尉', '中尉', '上尉', '少校'] as const;

export const CERTIFICATES = [
  ['C1驾驶证', null],
  ['A2驾驶证', null],
  ['B2驾驶证', null],
  ['低压电工作业证', null],
  ['高压电工作业证', null],
  ['焊接与热切割作业证', null],
  ['叉车司机证', null],
  ['保安员证', null],
  ['消防设施操作员', '四级'],
  ['中式烹调师', '四级'],
  ['挖掘机司机', '五级'],
  ['起重机司机证', null],
  ['汽车维修工', '四级'],
  ['电工', '四级'],
  ['计算机等级证书', '二级'],
  ['健康管理师', '三级'],
  ['护士执业证书', null],
] as const satisfies ReadonlyArray<readonly [string, string | null]>;

export const SELF_EVALUATIONS = [
  '服役期间多次获得嘉奖，作风过硬，服从安排，能吃苦耐劳。',
  '部队锻炼养成了良好的纪律意识和团队精神，学习能力强，希望在新岗位上发挥专长。',
  '为人踏实稳重，责任心强，具备较强的执行力和沟通协调能力。',
  '身体素质好，能适应倒班和出差，对工作认真负责。',
  '退役后参加了职业技能培训，取得相关证书，期待从事专业对口的工作。',
  '曾任班长，有基层带兵经验，善于组织协调和处理突发情况。',
] as const;

export const FAIR_THEMES = [
  '退役军人专场招聘会',
  '退役军人就业创业专场招聘会',
  '“春风行动”退役军人专场招聘会',
  '“兵心向党 就业报国”专场招聘会',
  '退役军人网络招聘会',
] as const;

export const ROADS = [
  '中山路',
  '建设大街',
  '和平路',
  '裕华路',
  '友谊大街',
  '人民路',
  '胜利大街',
  '解放路',
  '新华路',
  '长江大道',
  '黄河大道',
  '燕山大街',
  '北环路',
  '学府路',
  '光明街',
  '工业园区纬三路',
] as const;

export const AUDIT_REJECT_REASONS = [
  '营业执照照片不清晰，请重新上传',
  '企业名称与营业执照不一致',
  '统一社会信用代码与营业执照不符',
  '联系人信息不完整',
] as const;

export const FAIR_VENUES = [
  '国际会展中心',
  '人力资源市场',
  '体育馆',
  '退役军人服务中心一楼大厅',
] as const;
