import { defineDict, listDict } from '../../resource/dict-def.js';

/** 就业状态: the archive's current employment status, which the statistics count. */
export const employmentStatus = defineDict('arc_employment_status', '就业状态', {
  employed: ['1', '已就业'],
  unemployed: ['2', '未就业'],
  selfEmployed: ['3', '自主经营'],
  startUp: ['4', '自主创业'],
  studying: ['5', '在校学习'],
  other: ['9', '其他'],
});

/** Statuses the statistics count as employed (employment rate = these / all on record). */
export const EMPLOYED_STATUSES: readonly string[] = [
  employmentStatus.values.employed,
  employmentStatus.values.selfEmployed,
  employmentStatus.values.startUp,
];

/** 民族, GB/T 3304 codes. */
export const ethnicity = listDict('ethnicity', '民族', [
  ['01', '汉族'],
  ['02', '蒙古族'],
  ['03', '回族'],
  ['04', '藏族'],
  ['05', '维吾尔族'],
  ['06', '苗族'],
  ['07', '彝族'],
  ['08', '壮族'],
  ['09', '布依族'],
  ['10', '朝鲜族'],
  ['11', '满族'],
  ['12', '侗族'],
  ['13', '瑶族'],
  ['14', '白族'],
  ['15', '土家族'],
  ['16', '哈尼族'],
  ['17', '哈萨克族'],
  ['18', '傣族'],
  ['19', '黎族'],
  ['20', '傈僳族'],
  ['21', '佤族'],
  ['22', '畲族'],
  ['23', '高山族'],
  ['24', '拉祜族'],
  ['25', '水族'],
  ['26', '东乡族'],
  ['27', '纳西族'],
  ['28', '景颇族'],
  ['29', '柯尔克孜族'],
  ['30', '土族'],
  ['31', '达斡尔族'],
  ['32', '仫佬族'],
  ['33', '羌族'],
  ['34', '布朗族'],
  ['35', '撒拉族'],
  ['36', '毛南族'],
  ['37', '仡佬族'],
  ['38', '锡伯族'],
  ['39', '阿昌族'],
  ['40', '普米族'],
  ['41', '塔吉克族'],
  ['42', '怒族'],
  ['43', '乌孜别克族'],
  ['44', '俄罗斯族'],
  ['45', '鄂温克族'],
  ['46', '德昂族'],
  ['47', '保安族'],
  ['48', '裕固族'],
  ['49', '京族'],
  ['50', '塔塔尔族'],
  ['51', '独龙族'],
  ['52', '鄂伦春族'],
  ['53', '赫哲族'],
  ['54', '门巴族'],
  ['55', '珞巴族'],
  ['56', '基诺族'],
  ['97', '其他'],
]);

/** 政治面貌, GB/T 4762. */
export const politicalStatus = listDict('political_status', '政治面貌', [
  ['01', '中共党员'],
  ['02', '中共预备党员'],
  ['03', '共青团员'],
  ['04', '民革党员'],
  ['05', '民盟盟员'],
  ['06', '民建会员'],
  ['07', '民进会员'],
  ['08', '农工党党员'],
  ['09', '致公党党员'],
  ['10', '九三学社社员'],
  ['11', '台盟盟员'],
  ['12', '无党派人士'],
  ['13', '群众'],
]);

/** 退役方式 */
export const dischargeType = listDict('discharge_type', '退役方式', [
  ['1', '自主就业'],
  ['2', '安排工作'],
  ['3', '逐月领取退役金'],
  ['4', '复员'],
  ['5', '转业'],
  ['6', '退休'],
  ['7', '供养'],
  ['9', '其他'],
]);

/** 残疾等级 (伤残等级): 一级 is the most severe. */
export const disabilityGrade = listDict('disability_grade', '伤残等级', [
  ['0', '无'],
  ['1', '一级'],
  ['2', '二级'],
  ['3', '三级'],
  ['4', '四级'],
  ['5', '五级'],
  ['6', '六级'],
  ['7', '七级'],
  ['8', '八级'],
  ['9', '九级'],
  ['10', '十级'],
]);

/** 家庭成员关系 */
export const familyRelation = listDict('family_relation', '家庭成员关系', [
  ['1', '配偶'],
  ['2', '子女'],
  ['3', '父亲'],
  ['4', '母亲'],
  ['5', '兄弟姐妹'],
  ['9', '其他'],
]);

/** 技能等级 (国家职业资格等级) */
export const skillLevel = listDict('skill_level', '技能等级', [
  ['5', '初级工（五级）'],
  ['4', '中级工（四级）'],
  ['3', '高级工（三级）'],
  ['2', '技师（二级）'],
  ['1', '高级技师（一级）'],
  ['0', '无等级'],
]);

/** 培训结果 */
export const trainingResult = listDict('training_result', '培训结果', [
  ['1', '合格'],
  ['2', '不合格'],
  ['3', '在训'],
  ['4', '未完成'],
]);

/** 就业形式 */
export const employmentType = listDict('arc_employment_type', '就业形式', [
  ['1', '单位就业'],
  ['2', '灵活就业'],
  ['3', '公益性岗位'],
  ['4', '自主创业'],
  ['5', '个体经营'],
  ['9', '其他'],
]);

/** 失业原因 */
export const unemploymentReason = listDict('unemployment_reason', '失业原因', [
  ['1', '退役后未就业'],
  ['2', '单位裁员'],
  ['3', '合同期满'],
  ['4', '个人辞职'],
  ['5', '单位关停'],
  ['9', '其他'],
]);

/** 帮扶措施 (several may be given) */
export const assistanceKind = listDict('assistance_kind', '帮扶措施', [
  ['1', '职业指导'],
  ['2', '岗位推荐'],
  ['3', '技能培训'],
  ['4', '创业扶持'],
  ['5', '公益性岗位安置'],
  ['6', '困难帮扶'],
]);

/** 失业登记状态 */
export const unemploymentStatus = defineDict('unemployment_status', '失业登记状态', {
  open: ['1', '登记中'],
  reemployed: ['2', '已就业'],
  cancelled: ['3', '已注销'],
});

/** 就业渠道: how a placement through the service came about. */
export const placementChannel = defineDict('placement_channel', '就业渠道', {
  jobFair: ['1', '招聘会'],
  recommend: ['2', '岗位推荐'],
  delivery: ['3', '网上投递'],
  publicWelfare: ['4', '公益性岗位'],
  other: ['9', '其他'],
});

export const ARCHIVES_DICTS = [
  employmentStatus,
  ethnicity,
  politicalStatus,
  dischargeType,
  disabilityGrade,
  familyRelation,
  skillLevel,
  trainingResult,
  employmentType,
  unemploymentReason,
  assistanceKind,
  unemploymentStatus,
  placementChannel,
] as const;
