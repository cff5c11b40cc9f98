import { defineDict, listDict } from '../../resource/dict-def.js';

/** 走访方式 */
export const visitType = listDict('visit_type', '走访方式', [
  ['1', '入户走访'],
  ['2', '电话回访'],
  ['3', '来访接待'],
  ['4', '线上联系'],
]);

/** 发现需求 (several may be found on one visit) */
export const visitNeed = listDict('visit_need', '走访需求', [
  ['1', '就业'],
  ['2', '技能培训'],
  ['3', '创业扶持'],
  ['4', '困难帮扶'],
  ['5', '政策咨询'],
  ['6', '心理疏导'],
  ['9', '其他'],
]);

/** 跟进状态 */
export const followUpStatus = defineDict('follow_up_status', '跟进状态', {
  none: ['0', '无需跟进'],
  pending: ['1', '待跟进'],
  done: ['2', '已办结'],
});

export const GRID_DICTS = [visitType, visitNeed, followUpStatus] as const;
