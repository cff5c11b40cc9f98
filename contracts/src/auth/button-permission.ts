import type { AuthEntry } from '../session.js';

/**
 * Button permissions as shell-and-system.md section 6 states them. `own` is the user's `auth`,
 * `all` is `allAuth` (every button and data permission of the system). The server enforces
 * the same codes on every route; these rules only decide what the screen offers.
 */

/** The actions of an entry; one entry may list several, comma-separated. */
export function entryActions(entry: Pick<AuthEntry, 'action'>): string[] {
  return entry.action
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

const holds = (entries: readonly AuthEntry[], code: string, type?: AuthEntry['type']) =>
  entries.some((e) => (type === undefined || e.type === type) && entryActions(e).includes(code));

/**
 * Whether a button with `code` is allowed:
 * 1. the user holds a type-2 (data) permission with that action: allowed;
 * 2. otherwise the system's data permission for the action decides: status "0" denies, status
 *    "1" allows unless the user holds the same action;
 * 3. an action with no data permission is a plain button: allowed when the user holds it.
 */
export function buttonAllowed(
  code: string,
  own: readonly AuthEntry[],
  all: readonly AuthEntry[],
): boolean {
  if (holds(own, code, '2')) return true;
  const rule = all.find((e) => e.type === '2' && entryActions(e).includes(code));
  if (rule) return rule.status === '1' && !holds(own, code);
  return holds(own, code);
}

/**
 * For a prefix ending with a colon (`user:`): the sub-actions under it that the system defines
 * (type 1, status 1) and the user does not hold. A button whose action is listed is hidden.
 */
export function excludedActions(
  prefix: string,
  own: readonly AuthEntry[],
  all: readonly AuthEntry[],
): string[] {
  const under = (entries: readonly AuthEntry[], enabledOnly: boolean) =>
    entries
      .filter((e) => e.type === '1' && (!enabledOnly || e.status === '1'))
      .flatMap(entryActions)
      .filter((a) => a.startsWith(prefix))
      .map((a) => a.slice(prefix.length));
  const held = new Set(under(own, false));
  return [...new Set(under(all, true))].filter((a) => !held.has(a));
}

/**
 * A button under a permission prefix: with a prefix ending in a colon, allowed unless its action
 * is excluded; with any other prefix, the plain rule for `<prefix>:<action>`.
 */
export function prefixedButtonAllowed(
  prefix: string,
  action: string,
  own: readonly AuthEntry[],
  all: readonly AuthEntry[],
): boolean {
  if (prefix.endsWith(':')) return !excludedActions(prefix, own, all).includes(action);
  return buttonAllowed(`${prefix}:${action}`, own, all);
}
