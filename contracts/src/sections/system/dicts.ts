import { defineDict, listDict } from '../../resource/dict-def.js';
import { sex, yesNo } from '../../vocabulary/index.js';

export const logType = defineDict('log_type', '日志类型', {
  login: ['1', '登录日志'],
  operation: ['2', '操作日志'],
});

export const logOutcome = defineDict('log_outcome', '操作结果', {
  success: ['success', '成功'],
  failure: ['failure', '失败'],
});

export const dictItemStatus = defineDict('dict_item_status', '字典项状态', {
  enabled: ['1', '启用'],
  disabled: ['0', '不启用'],
});

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
  logType,
  logOutcome,
  dictItemStatus,
  reportFieldType,
  reportSearchMode,
];
