import { defineDict, listDict } from '../../resource/dict-def.js';
import { sex, yesNo } from '../../vocabulary/index.js';

/**
 * 数据范围 of a role: the records its members reach. A new role reaches its members'
 * departments and those below; only a province-wide role reaches everything.
 */
export const roleDataScope = defineDict('role_data_scope', '数据范围', {
  department: ['1', '本部门及下级部门'],
  province: ['2', '全部数据'],
});

export const userStatus = defineDict('user_status', '用户状态', {
  normal: ['1', '正常'],
  frozen: ['2', '冻结'],
});

export const tenantStatus = defineDict('tenant_status', '租户状态', {
  active: ['1', '正常'],
  frozen: ['0', '冻结'],
});

export const logType = defineDict('log_type', '日志类型', {
  login: ['1', '登录日志'],
  operation: ['2', '操作日志'],
});

export const logOutcome = defineDict('log_outcome', '操作结果', {
  success: ['success', '成功'],
  failure: ['failure', '失败'],
});

export const orgCategory = defineDict('org_category', '机构类别', {
  office: ['1', '服务机构'],
  section: ['2', '内设部门'],
});

export const dictItemStatus = defineDict('dict_item_status', '字典项状态', {
  enabled: ['1', '启用'],
  disabled: ['0', '不启用'],
});

export const positionRank = listDict('position_rank', '职级', [
  ['1', '员级'],
  ['2', '助级'],
  ['3', '中级'],
  ['4', '副高级'],
  ['5', '正高级'],
]);

export const reportFieldType = listDict('cgreport_field_type', '报表字段类型', [
  ['String', '文本'],
  ['Integer', '整数'],
  ['Double', '小数'],
  ['Date', '日期'],
  ['Datetime', '日期时间'],
]);

export const reportSearchMode = defineDict('cgreport_search_mode', '报表查询模式', {
  single: ['single', '单条件查询'],
  range: ['group', '范围查询'],
});

/** Every fixed dictionary the system section seeds, in 数据字典 order (some from the vocabulary). */
export const SYSTEM_DICTS = [
  sex,
  yesNo,
  roleDataScope,
  userStatus,
  tenantStatus,
  logType,
  logOutcome,
  orgCategory,
  dictItemStatus,
  positionRank,
  reportFieldType,
  reportSearchMode,
];
