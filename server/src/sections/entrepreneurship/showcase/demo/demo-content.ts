import {
  achievementDomain,
  agriCategory,
  agriStage,
  assocMemberType,
  cooperationMode,
  maturityLevel,
  transformType,
} from '@vets/contracts';

/*
 * Synthetic, plausible showcase content placed in Hebei's cities. Names of businesses and
 * people are invented; counties are looked up by name in the region table.
 */

const D = achievementDomain.values;
const TT = transformType.values;
const CM = cooperationMode.values;
const ML = maturityLevel.values;
const AS = agriStage.values;
const AC = agriCategory.values;
const MT = assocMemberType.values;

/** Where a record sits: a city and one of its counties (the city's first county if unknown). */
export type Place = [city: string, county: string];

export interface DemoAchievement {
  place: Place;
  title: string;
  owner: string;
  domain: string;
  summary: string;
  sections: Array<[heading: string, text: string]>;
  honors: string[];
  published: boolean;
}

export const ACHIEVEMENTS: DemoAchievement[] = [
  {
    place: ['石家庄市', '藁城区'],
    title: '智慧温室物联网水肥一体化系统',
    owner: '石家庄戎耀智农科技有限公司',
    domain: D.agriculture,
    summary:
      '由退役军人团队自主研发的温室环境监测与水肥一体化控制系统，已在藁城区、赵县等地的86栋日光温室应用，节水约35%，化肥用量减少约20%。',
    sections: [
      [
        '项目背景',
        '创始团队5人均为退役军人，2021年起在藁城区从事设施蔬菜种植，发现传统大水漫灌费水费肥、人工巡棚强度大，于是着手研发适合中小种植户的低成本温室控制设备。',
      ],
      [
        '主要成果',
        '系统由土壤墒情传感器、气象站、电磁阀组和手机小程序组成，可按作物生长阶段自动配比施肥。累计获得实用新型专利3项、软件著作权2项，服务种植户120余户。',
      ],
      [
        '带动就业',
        '公司现有员工23人，其中退役军人9人，为周边村民提供安装、运维等岗位，年销售额约460万元。',
      ],
    ],
    honors: ['2025年河北省退役军人创业创新大赛二等奖', '石家庄市科技型中小企业'],
    published: true,
  },
  {
    place: ['唐山市', '路北区'],
    title: '中厚板机器人焊接工作站',
    owner: '唐山钢铁老兵智能装备有限公司',
    domain: D.manufacturing,
    summary:
      '面向钢结构和装备制造企业的中厚板焊接机器人工作站，焊缝一次合格率达98.6%，已在唐山、沧州的11家企业投入使用。',
    sections: [
      [
        '项目背景',
        '公司由曾在装甲部队从事装备维修的退役军人创办，团队熟悉焊接工艺与机械结构，瞄准本地钢结构企业焊工紧缺、质量不稳定的痛点。',
      ],
      [
        '主要成果',
        '工作站采用激光寻位和电弧跟踪技术，可焊接厚度6–40毫米的钢板，单台设备可替代3名熟练焊工，已交付设备27台套。',
      ],
      ['带动就业', '公司吸纳退役军人14人，开展机器人操作培训6期，培训学员180余人次。'],
    ],
    honors: ['唐山市“专精特新”中小企业', '2024年唐山市退役军人创业明星企业'],
    published: true,
  },
  {
    place: ['保定市', '竞秀区'],
    title: '社区网格服务管理小程序',
    owner: '保定军创信息技术有限公司',
    domain: D.informationTech,
    summary:
      '为街道社区开发的网格服务管理小程序，支持走访记录、诉求办理和数据统计，已在保定市3个区的42个社区上线。',
    sections: [
      [
        '项目背景',
        '团队负责人退役后在社区工作两年，了解网格员纸质台账多、信息重复填报的问题，联合战友创办公司专注基层治理信息化。',
      ],
      ['主要成果', '产品覆盖网格员1300余名，累计办理群众诉求2.6万件，平均办结时间由5天缩短至2天。'],
    ],
    honors: ['保定市数字经济优秀案例'],
    published: true,
  },
  {
    place: ['邯郸市', '峰峰矿区'],
    title: '磁州窑文创产品研发与推广',
    owner: '邯郸戎艺文化创意工作室',
    domain: D.culture,
    summary:
      '以国家级非遗磁州窑烧制技艺为基础，开发茶具、文具等文创产品60余款，线上线下年销售额约210万元。',
    sections: [
      [
        '项目背景',
        '工作室由退役军人与当地磁州窑传承人共同创办，希望让传统陶瓷走进年轻人的日常生活。',
      ],
      [
        '主要成果',
        '产品入驻多家景区文创商店和电商平台，开展研学体验课程200余场，接待中小学生4000余人次。',
      ],
    ],
    honors: ['河北省文化和旅游商品创意设计大赛优秀奖'],
    published: true,
  },
  {
    place: ['沧州市', '运河区'],
    title: '“兵嫂”社区家政服务连锁',
    owner: '沧州兵嫂家政服务有限公司',
    domain: D.lifeServices,
    summary:
      '以退役军人及军属为骨干的社区家政连锁，提供保洁、养老陪护、母婴护理等服务，已开设社区服务站9个。',
    sections: [
      ['项目背景', '创始人是退役女兵，2020年从一个社区服务站起步，坚持“部队作风、标准服务”。'],
      [
        '主要成果',
        '建立了服务标准手册和培训体系，累计服务家庭1.1万户，客户满意度96%，带动就业160余人，其中退役军人和军属52人。',
      ],
    ],
    honors: ['沧州市巾帼建功先进集体', '河北省家政服务业“领跑者”企业'],
    published: true,
  },
  {
    place: ['邢台市', '内丘县'],
    title: '富硒小米标准化种植与品牌建设',
    owner: '邢台老兵富硒农业专业合作社',
    domain: D.agriculture,
    summary:
      '合作社流转土地1800亩种植富硒谷子，统一品种、统一管理、统一收购，打造“老兵谷”小米品牌，带动社员户均增收8000余元。',
    sections: [
      ['项目背景', '合作社由3名退役军人牵头成立，利用太行山区富硒土壤资源发展特色杂粮。'],
      [
        '主要成果',
        '小米通过绿色食品认证，年产量约900吨，进入省内多家连锁商超，电商渠道年销售额约380万元。',
      ],
    ],
    honors: ['河北省农民合作社示范社'],
    published: true,
  },
  {
    place: ['廊坊市', '广阳区'],
    title: '冷链物流车辆智能调度平台',
    owner: '廊坊迅捷冷链物流有限公司',
    domain: D.informationTech,
    summary:
      '基于车载温控和定位数据的冷链调度平台，实现订单自动派车、全程温度追溯，车辆空驶率下降约18%。',
    sections: [
      [
        '项目背景',
        '公司负责人曾在部队从事汽车运输保障工作，退役后进入冷链物流行业，针对环京区域生鲜配送需求自建平台。',
      ],
      ['主要成果', '平台接入冷藏车136辆，服务商超、餐饮客户200余家，日均配送订单1500单。'],
    ],
    honors: ['廊坊市物流行业科技创新奖'],
    published: true,
  },
  {
    place: ['承德市', '双桥区'],
    title: '满族刺绣非遗传承工坊',
    owner: '承德戎绣文化发展有限公司',
    domain: D.culture,
    summary: '组织山区妇女居家从事满族刺绣加工，开发旅游纪念品和服饰配件，计划年内扩大到5个乡镇。',
    sections: [
      ['项目背景', '创始人是退役军人家属，在当地文旅部门支持下成立工坊。'],
      ['主要成果', '已培训绣娘150余名，开发产品30余款，正在申报市级非遗工坊。'],
    ],
    honors: [],
    published: false,
  },
];

export interface DemoTransformation {
  place: Place;
  title: string;
  type: string;
  modes: string[];
  funding: number | null;
  patentNo: string | null;
  maturity: string;
  owner: string;
  channel: string;
  summary: string;
  sections: Array<[heading: string, text: string]>;
  status: '0' | '1' | '2';
}

export const TRANSFORMATIONS: DemoTransformation[] = [
  {
    place: ['衡水市', '桃城区'],
    title: '玉米秸秆生物质颗粒燃料成套技术',
    type: TT.technology,
    modes: [CM.technology, CM.investment],
    funding: 3_000_000,
    patentNo: 'ZL202310456789.2',
    maturity: ML.pilot,
    owner: '衡水绿源生物质能源科技有限公司',
    channel: '0318-2156789',
    summary:
      '以玉米秸秆为原料，经粉碎、烘干、成型制成生物质颗粒燃料，热值达3800大卡/千克以上，现寻求资金投资和设备制造合作，建设年产5万吨示范生产线。',
    sections: [
      [
        '成果简介',
        '技术已完成中试，单线产能2吨/小时，成型率98%，可用于农村清洁取暖和工业锅炉替代燃煤。',
      ],
      ['合作需求', '拟融资300万元用于扩建生产线；希望与锅炉制造企业合作开发配套燃烧设备。'],
    ],
    status: '1',
  },
  {
    place: ['张家口市', '宣化区'],
    title: '果蔬冷藏库智能温控装置',
    type: TT.patent,
    modes: [CM.market, CM.investment],
    funding: 800_000,
    patentNo: 'ZL202420123456.7',
    maturity: ML.industrial,
    owner: '张家口塞北冷链设备有限公司',
    channel: 'hezuo@saibeicold.cn',
    summary:
      '适用于产地小型冷库的温湿度智能控制装置，可远程监控、自动除霜，能耗比传统温控器降低约15%，已与坝上地区两家蔬菜合作社达成合作。',
    sections: [
      ['成果简介', '装置已批量生产，在张家口坝上地区冷库应用300余套。'],
      ['对接情况', '2026年已与两家蔬菜专业合作社签订供货协议，进入推广阶段。'],
    ],
    status: '2',
  },
  {
    place: ['秦皇岛市', '海港区'],
    title: '退役军人电商直播孵化基地',
    type: TT.project,
    modes: [CM.investment, CM.premises],
    funding: 1_500_000,
    patentNo: null,
    maturity: ML.pilot,
    owner: '秦皇岛戎创电子商务有限公司',
    channel: '0335-3066123',
    summary:
      '为退役军人提供直播电商培训、选品供应链和直播间场地，已孵化主播32名，现寻求投资和更大的场地以扩大孵化规模。',
    sections: [
      ['项目简介', '基地现有直播间8个，主要销售本地海产品和葡萄酒，月均销售额约120万元。'],
      ['合作需求', '需要约1000平方米场地及配套仓储，拟融资150万元。'],
    ],
    status: '1',
  },
  {
    place: ['邢台市', '南和区'],
    title: '无人机植保飞防服务项目',
    type: TT.project,
    modes: [CM.market, CM.technology],
    funding: 2_000_000,
    patentNo: null,
    maturity: ML.industrial,
    owner: '邢台飞鹰农业服务有限公司',
    channel: '400-031-8866',
    summary:
      '由退役军人飞手组成的植保服务队，拥有植保无人机46架，年作业面积60万亩次，寻求与农资企业、种植大户建立长期合作。',
    sections: [
      ['项目简介', '服务覆盖邢台、邯郸两市12个县，提供统防统治、病虫害监测和作业数据报告。'],
      ['合作需求', '希望对接农资经销渠道和规模化种植主体，共同开展全程托管服务。'],
    ],
    status: '1',
  },
  {
    place: ['唐山市', '丰南区'],
    title: '装配式轻钢结构农房建造技术',
    type: TT.technology,
    modes: [CM.technology, CM.market],
    funding: 5_000_000,
    patentNo: 'ZL202321987654.3',
    maturity: ML.pilot,
    owner: '唐山铁军建筑科技有限公司',
    channel: '0315-5286600',
    summary:
      '面向农村住房改造的轻钢结构装配式建造技术，现场施工周期缩短约50%，抗震性能好，寻求与房地产开发和建材企业合作推广。',
    sections: [
      ['成果简介', '已建成示范农房24栋，经检测达到8度抗震设防要求。'],
      ['合作需求', '寻求技术合作伙伴共同编制地方标准，并拓展县域市场。'],
    ],
    status: '1',
  },
  {
    place: ['承德市', '丰宁满族自治县'],
    title: '坝上错季蔬菜脱水加工生产线',
    type: TT.product,
    modes: [CM.premises, CM.investment],
    funding: 1_200_000,
    patentNo: null,
    maturity: ML.research,
    owner: '承德山庄绿色食品有限公司',
    channel: '0314-2055678',
    summary: '计划利用坝上错季蔬菜资源建设脱水蔬菜加工生产线，目前处于工艺研发阶段。',
    sections: [['项目简介', '已完成胡萝卜、甘蓝等6个品种的脱水工艺试验。']],
    status: '0',
  },
];

export interface DemoProduct {
  name: string;
  category: string;
  spec: string;
  price: [number, number];
  unit: string;
  channel: string;
  intro: string;
}

export interface DemoAgriProject {
  place: Place;
  name: string;
  operator: string;
  scale: string;
  produce: string;
  stage: string;
  summary: string;
  products: DemoProduct[];
}

export const AGRI_PROJECTS: DemoAgriProject[] = [
  {
    place: ['石家庄市', '赞皇县'],
    name: '赞皇大枣标准化种植基地',
    operator: '赞皇县戎枣种植专业合作社',
    scale: '种植面积3200亩',
    produce: '赞皇大枣',
    stage: AS.operating,
    summary:
      '合作社由退役军人牵头，带动周边6个村320户枣农统一技术标准种植赞皇大枣，建有烘干车间和冷库，年产干枣约1500吨。',
    products: [
      {
        name: '赞皇金丝大枣',
        category: AC.fruitVeg,
        spec: '2.5kg/箱',
        price: [45, 68],
        unit: '箱',
        channel: '电商旗舰店、商超直供',
        intro: '个大肉厚、核小味甜，自然晾晒，无硫熏。',
      },
      {
        name: '大枣夹核桃',
        category: AC.processed,
        spec: '500g/袋',
        price: [28, 36],
        unit: '袋',
        channel: '电商旗舰店、景区专卖店',
        intro: '精选大枣去核夹入太行山核桃仁，休闲零食。',
      },
      {
        name: '枣花蜂蜜',
        category: AC.processed,
        spec: '1kg/瓶',
        price: [60, 80],
        unit: '瓶',
        channel: '基地直销、社区团购',
        intro: '枣花盛开期采集的成熟蜜，色泽琥珀，口感浓郁。',
      },
    ],
  },
  {
    place: ['唐山市', '乐亭县'],
    name: '乐亭设施蔬菜产业园',
    operator: '唐山乐亭戎农蔬菜有限公司',
    scale: '日光温室260栋',
    produce: '黄瓜、番茄、彩椒',
    stage: AS.operating,
    summary:
      '产业园采用“企业+合作社+退役军人农户”模式，统一供苗、统一技术、统一销售，产品主要供应京津冀商超。',
    products: [
      {
        name: '乐亭黄瓜',
        category: AC.fruitVeg,
        spec: '5kg/箱',
        price: [3.5, 6],
        unit: '斤',
        channel: '京津冀商超、农批市场',
        intro: '顶花带刺，脆嫩清香，全程可追溯。',
      },
      {
        name: '樱桃番茄',
        category: AC.fruitVeg,
        spec: '3kg/箱',
        price: [8, 12],
        unit: '斤',
        channel: '商超直供、社区团购',
        intro: '自然成熟采摘，酸甜适口。',
      },
      {
        name: '彩椒',
        category: AC.fruitVeg,
        spec: '5kg/箱',
        price: [5, 8],
        unit: '斤',
        channel: '农批市场、餐饮配送',
        intro: '红、黄、橙三色，果肉厚实。',
      },
    ],
  },
  {
    place: ['承德市', '围场满族蒙古族自治县'],
    name: '围场肉牛生态养殖场',
    operator: '围场军垦牧业有限公司',
    scale: '存栏肉牛1200头',
    produce: '西门塔尔肉牛',
    stage: AS.expanding,
    summary:
      '养殖场采用种养结合模式，配套青贮饲料种植基地2000亩，正在建设屠宰分割车间，计划延伸到冷鲜肉和熟食加工。',
    products: [
      {
        name: '冷鲜牛肉',
        category: AC.livestock,
        spec: '1kg/袋',
        price: [78, 120],
        unit: '千克',
        channel: '社区生鲜店、餐饮配送',
        intro: '草饲谷物育肥，排酸处理，分部位包装。',
      },
      {
        name: '坝上酱牛肉',
        category: AC.processed,
        spec: '250g/袋',
        price: [38, 45],
        unit: '袋',
        channel: '电商旗舰店、景区专卖店',
        intro: '传统卤制工艺，真空包装，开袋即食。',
      },
    ],
  },
  {
    place: ['沧州市', '黄骅市'],
    name: '黄骅海水养殖示范项目',
    operator: '黄骅市老兵渔业专业合作社',
    scale: '养殖水面1800亩',
    produce: '南美白对虾、梭子蟹',
    stage: AS.operating,
    summary: '合作社利用沿海盐碱滩涂发展生态养殖，推广虾蟹混养模式，带动退役军人养殖户38户。',
    products: [
      {
        name: '南美白对虾',
        category: AC.aquatic,
        spec: '40–50只/斤',
        price: [22, 32],
        unit: '斤',
        channel: '水产批发市场、电商冷链',
        intro: '渤海湾生态池塘养殖，个大肉紧。',
      },
      {
        name: '渤海梭子蟹',
        category: AC.aquatic,
        spec: '3–4两/只',
        price: [45, 70],
        unit: '斤',
        channel: '电商冷链、餐饮直供',
        intro: '膏满黄肥，捕捞后冷链直发。',
      },
    ],
  },
  {
    place: ['邢台市', '宁晋县'],
    name: '宁晋优质强筋小麦订单种植项目',
    operator: '宁晋县兵哥粮食种植专业合作社',
    scale: '订单种植小麦1.5万亩',
    produce: '强筋小麦',
    stage: AS.building,
    summary:
      '合作社与面粉加工企业签订订单，统一供种、统一测土配方施肥，正在建设烘干仓储中心和石磨面粉车间。',
    products: [
      {
        name: '石磨全麦面粉',
        category: AC.grainOil,
        spec: '5kg/袋',
        price: [32, 40],
        unit: '袋',
        channel: '社区团购、电商旗舰店',
        intro: '低温石磨研磨，保留麦胚和麸皮营养。',
      },
      {
        name: '优质强筋小麦',
        category: AC.grainOil,
        spec: '散装',
        price: [1.45, 1.6],
        unit: '斤',
        channel: '面粉加工企业订单收购',
        intro: '蛋白质含量14%以上，湿面筋32%以上。',
      },
    ],
  },
];

export interface DemoMember {
  place: Place;
  name: string;
  type: string;
  /** GB/T 4754 division code. */
  industry: string;
  joined: string;
  intro: string;
}

export const MEMBERS: DemoMember[] = [
  {
    place: ['石家庄市', '长安区'],
    name: '河北戎创实业集团有限公司',
    type: MT.president,
    industry: '72',
    joined: '2021-06-18',
    intro:
      '退役军人创办的综合性企业集团，业务涵盖物业服务、人力资源和现代农业，吸纳退役军人就业600余人。',
  },
  {
    place: ['唐山市', '路南区'],
    name: '唐山军旅建设工程有限公司',
    type: MT.vicePresident,
    industry: '48',
    joined: '2021-06-18',
    intro: '从事市政道路和房屋建筑施工，具有建筑工程施工总承包二级资质。',
  },
  {
    place: ['保定市', '莲池区'],
    name: '保定兵之家餐饮管理有限公司',
    type: MT.vicePresident,
    industry: '62',
    joined: '2021-06-18',
    intro: '经营团餐配送和连锁快餐门店28家，为多所学校和企业提供食堂托管服务。',
  },
  {
    place: ['邯郸市', '丛台区'],
    name: '邯郸老兵物流有限公司',
    type: MT.vicePresident,
    industry: '54',
    joined: '2021-09-02',
    intro: '拥有货运车辆150余台，开通邯郸至京津、长三角的专线运输。',
  },
  {
    place: ['秦皇岛市', '北戴河区'],
    name: '秦皇岛海港戎旅文化旅游有限公司',
    type: MT.director,
    industry: '72',
    joined: '2022-03-15',
    intro: '开发国防教育研学和红色旅游线路，年接待研学团队500余批次。',
  },
  {
    place: ['廊坊市', '安次区'],
    name: '廊坊戎安保安服务有限公司',
    type: MT.director,
    industry: '72',
    joined: '2022-03-15',
    intro: '为企事业单位和大型活动提供安保服务，员工中退役军人占比超过六成。',
  },
  {
    place: ['沧州市', '新华区'],
    name: '沧州铁骑汽车维修服务有限公司',
    type: MT.director,
    industry: '81',
    joined: '2022-05-20',
    intro: '一类汽车维修企业，开设新能源汽车维修培训班，优先招收退役军人学员。',
  },
  {
    place: ['衡水市', '冀州区'],
    name: '衡水军创农业科技有限公司',
    type: MT.director,
    industry: '01',
    joined: '2022-08-08',
    intro: '从事设施农业技术服务和蔬菜种苗繁育，年育苗能力3000万株。',
  },
  {
    place: ['张家口市', '张北县'],
    name: '张家口戎光新能源科技有限公司',
    type: MT.director,
    industry: '44',
    joined: '2023-01-12',
    intro: '从事分布式光伏电站建设和运维，已建成村级光伏电站40余座。',
  },
  {
    place: ['石家庄市', '藁城区'],
    name: '石家庄戎耀智农科技有限公司',
    type: MT.member,
    industry: '05',
    joined: '2023-04-26',
    intro: '研发温室物联网水肥一体化设备，服务设施蔬菜种植户。',
  },
  {
    place: ['邢台市', '内丘县'],
    name: '邢台老兵富硒农业专业合作社',
    type: MT.member,
    industry: '01',
    joined: '2023-04-26',
    intro: '种植富硒谷子等特色杂粮，打造“老兵谷”小米品牌。',
  },
  {
    place: ['承德市', '双桥区'],
    name: '承德戎绣文化发展有限公司',
    type: MT.member,
    industry: '88',
    joined: '2024-02-28',
    intro: '传承满族刺绣技艺，组织山区妇女居家就业。',
  },
  {
    place: ['石家庄市', '赞皇县'],
    name: '赞皇县戎枣种植专业合作社',
    type: MT.member,
    industry: '01',
    joined: '2024-06-16',
    intro: '带动枣农标准化种植赞皇大枣，建有烘干车间和冷库。',
  },
  {
    place: ['沧州市', '黄骅市'],
    name: '黄骅市老兵渔业专业合作社',
    type: MT.member,
    industry: '04',
    joined: '2024-09-09',
    intro: '发展海水生态养殖，推广虾蟹混养模式。',
  },
  {
    place: ['保定市', '竞秀区'],
    name: '保定军创信息技术有限公司',
    type: MT.member,
    industry: '65',
    joined: '2025-03-18',
    intro: '专注基层治理信息化，开发社区网格服务管理小程序。',
  },
];

export interface DemoNews {
  title: string;
  summary: string;
  paragraphs: string[];
  /** Days before now. */
  daysAgo: number;
}

export const NEWS: DemoNews[] = [
  {
    title: '河北省退役军人创业促进会召开2026年度会员大会',
    summary: '大会审议通过年度工作报告，表彰了一批优秀会员单位，部署了全年重点工作。',
    paragraphs: [
      '近日，河北省退役军人创业促进会在石家庄召开2026年度会员大会，来自全省各地的会员单位代表130余人参加会议。',
      '会议审议通过了促进会2025年工作报告和财务报告，选举增补了理事单位，对10家优秀会员单位进行了表彰。',
      '会议提出，2026年将围绕创业培训、融资对接、市场拓展三项重点，组织开展“老兵创业大讲堂”、产销对接会等活动，为退役军人创业者搭建交流合作平台。',
    ],
    daysAgo: 12,
  },
  {
    title: '“老兵创业大讲堂”第十二期在保定开讲',
    summary: '本期大讲堂邀请创业导师和金融机构专家，围绕创业融资与企业管理进行授课。',
    paragraphs: [
      '由促进会主办的“老兵创业大讲堂”第十二期在保定市举行，80余名退役军人创业者参加。',
      '创业导师结合自身经历讲解了初创企业财务管理要点，银行专家介绍了退役军人创业担保贷款政策和申请流程。',
      '课后，学员们与导师就项目发展中遇到的问题进行了面对面交流。',
    ],
    daysAgo: 26,
  },
  {
    title: '促进会与省内三家银行签署退役军人创业金融服务合作协议',
    summary: '合作银行将为会员单位提供专属信贷产品和绿色审批通道。',
    paragraphs: [
      '为缓解退役军人创业融资难题，促进会与省内三家银行签署金融服务合作协议。',
      '根据协议，合作银行将推出面向会员单位的专属信贷产品，对符合条件的创业项目开辟审批绿色通道，并定期开展金融知识进企业活动。',
    ],
    daysAgo: 41,
  },
  {
    title: '赞皇大枣产销对接会举行 会员单位助力乡村振兴',
    summary: '对接会促成意向采购合同12份，涉及大枣及加工品约600吨。',
    paragraphs: [
      '促进会联合赞皇县有关部门举办大枣产销对接会，组织商超、电商和餐饮企业会员单位与种植合作社面对面洽谈。',
      '现场签订意向采购合同12份，涉及赞皇大枣及枣制品约600吨，进一步拓宽了当地枣农的销售渠道。',
    ],
    daysAgo: 58,
  },
  {
    title: '促进会组织会员单位赴雄安新区考察交流',
    summary: '会员单位代表实地了解雄安新区建设进展，交流合作机会。',
    paragraphs: [
      '促进会组织20余家会员单位负责人赴雄安新区考察，参观了市民服务中心和新区重点项目建设现场。',
      '座谈会上，会员单位代表结合自身业务，就参与新区物业服务、物流配送等领域合作进行了交流。',
    ],
    daysAgo: 75,
  },
];
