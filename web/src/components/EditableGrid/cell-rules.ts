import { CELL_PATTERNS, isCellPatternName } from '@vets/contracts';
import { isEmptyValue, valueText } from './cell-values';
import type { CellRule, CellRuleContext, GridColumn, GridError, GridRow } from './types';

/** `{title}` (or jeecg's `${title}`) in a message is replaced by the column title. */
export const DEFAULT_RULE_MESSAGES = {
  required: '{title}不能为空',
  unique: '{title}不能重复',
  pattern: '{title}格式不正确',
  handler: '{title}校验未通过',
} as const;

const TITLE_PLACEHOLDER = /\$?\{title\}/g;

type RuleKind = keyof typeof DEFAULT_RULE_MESSAGES;

function kindOf(rule: CellRule): RuleKind {
  if ('required' in rule) return 'required';
  if ('unique' in rule) return 'unique';
  if ('pattern' in rule) return 'pattern';
  return 'handler';
}

/** The rule's message, or the default one, with the column title filled in. */
export function ruleMessage(rule: CellRule, column: GridColumn): string {
  const template = rule.message ?? DEFAULT_RULE_MESSAGES[kindOf(rule)];
  return template.replace(TITLE_PLACEHOLDER, column.title);
}

/** A named pattern, a RegExp, or a regex source string. */
export function resolvePattern(pattern: string | RegExp): RegExp {
  if (pattern instanceof RegExp) return pattern;
  return isCellPatternName(pattern) ? CELL_PATTERNS[pattern] : new RegExp(pattern);
}

/** How many rows hold each non-empty value of a column, for the unique rule. */
export function columnValueCounts(rows: readonly GridRow[], key: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = row[key];
    if (isEmptyValue(value)) continue;
    const text = valueText(value);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return counts;
}

export interface CellCheckOptions {
  /** Precomputed counts for the unique rule; computed from `ctx.rows` when absent. */
  uniqueCounts?: Map<string, number>;
}

/** The first failing rule's message for one cell, or null when every rule passes. */
export async function validateCell(
  ctx: CellRuleContext,
  rules: readonly CellRule[] = ctx.column.validateRules ?? [],
  options: CellCheckOptions = {},
): Promise<string | null> {
  const { value, column } = ctx;
  const empty = isEmptyValue(value);
  for (const rule of rules) {
    if ('required' in rule) {
      if (rule.required && empty) return ruleMessage(rule, column);
    } else if ('unique' in rule) {
      if (!rule.unique || empty) continue;
      const counts = options.uniqueCounts ?? columnValueCounts(ctx.rows, column.key);
      if ((counts.get(valueText(value)) ?? 0) > 1) return ruleMessage(rule, column);
    } else if ('pattern' in rule) {
      const regex = resolvePattern(rule.pattern);
      const mustHaveValue = rule.pattern === 'non-empty';
      if (empty && !mustHaveValue) continue;
      regex.lastIndex = 0;
      if (!regex.test(valueText(value))) return ruleMessage(rule, column);
    } else {
      let result: Awaited<ReturnType<typeof rule.handler>>;
      try {
        result = await rule.handler(ctx);
      } catch (error) {
        return error instanceof Error && error.message ? error.message : ruleMessage(rule, column);
      }
      if (typeof result === 'string') return result;
      if (result === false) return ruleMessage(rule, column);
    }
  }
  return null;
}

/** Every failing cell of the rows, in row then column order. */
export async function validateRows(
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
): Promise<GridError[]> {
  const checked = columns.filter((c) => (c.validateRules?.length ?? 0) > 0);
  const counts = new Map<string, Map<string, number>>();
  for (const column of checked) {
    if (column.validateRules?.some((r) => 'unique' in r)) {
      counts.set(column.key, columnValueCounts(rows, column.key));
    }
  }
  const errors: GridError[] = [];
  for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
    const row = rows[rowIndex]!;
    for (const column of checked) {
      const options: CellCheckOptions = {};
      const uniqueCounts = counts.get(column.key);
      if (uniqueCounts) options.uniqueCounts = uniqueCounts;
      const message = await validateCell(
        { value: row[column.key], row, rowIndex, column, rows },
        column.validateRules,
        options,
      );
      if (message) errors.push({ rowIndex, rowId: row.id, key: column.key, message });
    }
  }
  return errors;
}

/** Errors by row id, then column key. */
export function errorsByRow(errors: readonly GridError[]): Map<string, Record<string, string>> {
  const map = new Map<string, Record<string, string>>();
  for (const e of errors) {
    const entry = map.get(e.rowId) ?? {};
    entry[e.key] = e.message;
    map.set(e.rowId, entry);
  }
  return map;
}
