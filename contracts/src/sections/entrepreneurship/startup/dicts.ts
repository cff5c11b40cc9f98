import { defineDict } from '../../../resource/dict-def.js';

/** 扶持类型: what an entrepreneur received. */
export const supportKind = defineDict('cy_support_kind', '创业扶持类型', {
  loan: ['1', '贷款'],
  subsidy: ['2', '补贴'],
  incubation: ['3', '孵化'],
  training: ['4', '培训'],
  other: ['9', '其他'],
});

/** 项目阶段 */
export const projectStage = defineDict('cy_project_stage', '创业项目阶段', {
  idea: ['1', '创意'],
  startUp: ['2', '初创'],
  growth: ['3', '成长'],
  mature: ['4', '成熟'],
});

/** 融资状态 */
export const financingStatus = defineDict('cy_financing_status', '创业项目融资状态', {
  none: ['0', '暂无融资需求'],
  seeking: ['1', '寻求融资'],
  negotiating: ['2', '洽谈中'],
  financed: ['3', '已获融资'],
});

/** 赛事状态: a contest edition from preparation to its announced results. */
export const contestStatus = defineDict('cy_contest_status', '创业大赛状态', {
  preparing: ['0', '筹备'],
  signUp: ['1', '报名中'],
  judging: ['2', '评审中'],
  announced: ['3', '已公布'],
});

/** 参赛组别 */
export const contestTrack = defineDict('cy_contest_track', '创业大赛组别', {
  startUp: ['1', '初创组'],
  growth: ['2', '成长组'],
  rural: ['3', '乡村振兴组'],
  tech: ['4', '科技创新组'],
});

/** 奖项 */
export const contestAward = defineDict('cy_contest_award', '创业大赛奖项', {
  first: ['1', '一等奖'],
  second: ['2', '二等奖'],
  third: ['3', '三等奖'],
  merit: ['4', '优秀奖'],
  none: ['0', '无'],
});

export const STARTUP_DICTS = [
  supportKind,
  projectStage,
  financingStatus,
  contestStatus,
  contestTrack,
  contestAward,
] as const;
