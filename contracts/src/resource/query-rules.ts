/** Advanced query (superQuery) rules and the list-filter conventions shared by web and server. */
export const SUPER_QUERY_RULES = [
  { value: 'eq', label: '等于' },
  { value: 'like', label: '包含' },
  { value: 'right_like', label: '以..开始' },
  { value: 'left_like', label: '以..结尾' },
  { value: 'in', label: '在...中' },
  { value: 'ne', label: '不等于' },
  { value: 'gt', label: '大于' },
  { value: 'ge', label: '大于等于' },
  { value: 'lt', label: '小于' },
  { value: 'le', label: '小于等于' },
] as const;

export type SuperQueryRule = (typeof SUPER_QUERY_RULES)[number]['value'];
export type SuperQueryMatchType = 'and' | 'or';

export interface SuperQueryCondition {
  field: string;
  rule: SuperQueryRule;
  val: string;
  type?: string;
}

export const SUPER_QUERY_MESSAGES = {
  title: '高级查询构造器',
  emptySearch: '不能查询空条件',
  emptySave: '空条件不能保存',
  blankName: '保存名称不能为空',
  overwrite: (name: string) => `${name} 已存在，是否覆盖？`,
  saved: '保存成功',
  confirmDelete: '是否删除当前查询？',
} as const;

/** Local storage key prefix of saved queries, one key per page. */
export const SUPER_QUERY_SAVED_PREFIX = 'JSuperQuerySaved_';

export function isSuperQueryRule(value: unknown): value is SuperQueryRule {
  return SUPER_QUERY_RULES.some((r) => r.value === value);
}

/** Rules that take several values joined with commas. */
export const MULTI_VALUE_RULES: readonly SuperQueryRule[] = ['in'];

/**
 * Wraps a grid filter input for the list conventions: like becomes *v*, ne !v,
 * ge >=v, le <=v; other rules pass the value unchanged.
 */
export function wrapFilterValue(rule: string, value: string): string {
  switch (rule) {
    case 'like':
      return `*${value}*`;
    case 'ne':
      return `!${value}`;
    case 'ge':
      return `>=${value}`;
    case 'le':
      return `<=${value}`;
    default:
      return value;
  }
}

/** A condition is empty when it lacks a field, a rule or a value. */
export function isEmptyCondition(c: Partial<SuperQueryCondition>): boolean {
  return !c.field || !c.rule || c.val === undefined || c.val === null || String(c.val) === '';
}
