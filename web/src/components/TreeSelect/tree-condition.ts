export const TREE_CONDITION_ERROR = 'JTreeSelect-condition must be a JSON string';
export const CATEGORY_CONDITION_ERROR = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

/**
 * The extra filter of a tree select: empty means none; anything else must be the JSON text of
 * an object, else an Error with `message` is thrown.
 */
export function parseTreeCondition(
  condition: string | null | undefined,
  message: string = TREE_CONDITION_ERROR,
): Record<string, unknown> | null {
  if (condition === null || condition === undefined || condition.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    throw new Error(message);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(message);
  }
  return parsed as Record<string, unknown>;
}

/** The condition's error message, or null when it is valid. */
export function treeConditionError(
  condition: string | null | undefined,
  message: string = TREE_CONDITION_ERROR,
): string | null {
  try {
    parseTreeCondition(condition, message);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
