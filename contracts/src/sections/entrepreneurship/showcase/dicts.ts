import { defineDict } from '../../../resource/dict-def.js';

/** 发布状态 of what the showcase puts on the portal: only 已发布 records reach it. */
export const showcaseStatus = defineDict('cy_showcase_status', '发布状态（成果与平台）', {
  draft: ['0', '未发布'],
  published: ['1', '已发布'],
});

/** 成果转化的状态: published items look for partners until they are matched (已对接). */
export const transformStatus = defineDict('cy_transform_status', '成果转化状态', {
  draft: ['0', '未发布'],
  published: ['1', '对接中'],
  matched: ['2', '已对接'],
});

/** 成果领域. */
export const achievementDomain = defineDict('cy_achievement_domain', '创业成果领域', {
  agriculture: ['1', '现代农业'],
  manufacturing: ['2', '智能制造'],
  informationTech: ['3', '信息技术'],
  culture: ['4', '文化创意'],
  lifeServices: ['5', '生活服务'],
  other: ['9', '其他'],
});

/** 成果类型 of an item looking for partners. */
export const transformType = defineDict('cy_transform_type', '转化成果类型', {
  technology: ['1', '技术成果'],
  patent: ['2', '专利'],
  project: ['3', '项目'],
  product: ['4', '产品'],
});

/** 寻求的合作方式 (several may be chosen). */
export const cooperationMode = defineDict('cy_cooperation_mode', '合作方式', {
  investment: ['1', '资金投资'],
  technology: ['2', '技术合作'],
  market: ['3', '市场渠道'],
  premises: ['4', '场地设备'],
});

/** 成熟度 of a result. */
export const maturityLevel = defineDict('cy_maturity', '成果成熟度', {
  research: ['1', '研发阶段'],
  prototype: ['2', '样品/样机'],
  pilot: ['3', '小批量试产'],
  industrial: ['4', '规模化生产'],
});

/** 农业项目阶段. */
export const agriStage = defineDict('cy_agri_stage', '农业项目阶段', {
  planning: ['1', '筹建期'],
  building: ['2', '建设期'],
  operating: ['3', '运营期'],
  expanding: ['4', '扩产期'],
});

/** 农产品类别. */
export const agriCategory = defineDict('cy_agri_category', '农产品类别', {
  grainOil: ['1', '粮油'],
  fruitVeg: ['2', '果蔬'],
  livestock: ['3', '畜禽'],
  aquatic: ['4', '水产'],
  processed: ['5', '加工品'],
  other: ['9', '其他'],
});

/** 促进会会员类型, in the order the portal groups them. */
export const assocMemberType = defineDict('cy_assoc_member_type', '促进会会员类型', {
  president: ['1', '会长单位'],
  vicePresident: ['2', '副会长单位'],
  director: ['3', '理事单位'],
  member: ['4', '会员单位'],
});

export const SHOWCASE_DICTS = [
  showcaseStatus,
  transformStatus,
  achievementDomain,
  transformType,
  cooperationMode,
  maturityLevel,
  agriStage,
  agriCategory,
  assocMemberType,
] as const;
