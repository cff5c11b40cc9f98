import type { SuperQueryRule } from '../resource/query-rules.js';

/** Conditions of a data rule, as stored, with the list rule each becomes and its name. */
export const DATA_RULE_CONDITIONS = {
  '=': { rule: 'eq', label: '等于' },
  '!=': { rule: 'ne', label: '不等于' },
  '>': { rule: 'gt', label: '大于' },
  '>=': { rule: 'ge', label: '大于等于' },
  '<': { rule: 'lt', label: '小于' },
  '<=': { rule: 'le', label: '小于等于' },
  IN: { rule: 'in', label: '在…中（逗号分隔）' },
  LIKE: { rule: 'like', label: '包含' },
  RIGHT_LIKE: { rule: 'right_like', label: '以…开头' },
  LEFT_LIKE: { rule: 'left_like', label: '以…结尾' },
} as const satisfies Record<string, { rule: SuperQueryRule; label: string }>;

export type DataRuleCondition = keyof typeof DATA_RULE_CONDITIONS;

export const isDataRuleCondition = (value: string): value is DataRuleCondition =>
  Object.hasOwn(DATA_RULE_CONDITIONS, value);

/** Variables a rule value may hold, filled from the signed-in user when the rule applies. */
export const DATA_RULE_VARIABLES = {
  '#{sys_user_code}': '当前用户账号',
  '#{sys_org_code}': '当前用户部门编码',
  '#{sys_user_company}': '当前用户所属企业',
  '#{sys_date}': '当前日期',
} as const;

export type DataRuleVariable = keyof typeof DATA_RULE_VARIABLES;

export interface DataRuleValues {
  userCode: string;
  orgCode: string;
  /** The company a company user acts for; empty for everyone else (a rule on it matches nothing). */
  companyId: string;
  /** YYYY-MM-DD */
  date: string;
  /** Variables the sections define (`sys_user_grids`), by name without `#{}`. */
  extra?: Readonly<Record<string, string>>;
}

/** The rule value with every variable replaced; unknown `#{…}` names stay as written. */
export function fillDataRuleValue(value: string, vars: DataRuleValues): string {
  return value
    .replaceAll('#{sys_user_code}', vars.userCode)
    .replaceAll('#{sys_org_code}', vars.orgCode)
    .replaceAll('#{sys_user_company}', vars.companyId)
    .replaceAll('#{sys_date}', vars.date)
    .replace(/#\{(\w+)\}/g, (whole, name: string) => vars.extra?.[name] ?? whole);
}

/** The names of the `#{…}` variables a rule value holds. */
export const ruleValueVariables = (value: string): string[] =>
  [...value.matchAll(/#\{(\w+)\}/g)].map((m) => m[1]!);
