import type { ActionDef, ResourceDef, ResourceRecord, TransitionDef } from '@vets/contracts';

export type Transition = [name: string, action: ActionDef, transition: TransitionDef];

/** The definition's status changes, by action name. */
export const transitionsOf = (def: ResourceDef): Transition[] =>
  Object.entries(def.actions ?? {}).flatMap(([name, action]) =>
    action.transition ? [[name, action, action.transition] as Transition] : [],
  );

/**
 * Whether a record may take the transition now: from one of its `from` states, and not already
 * where it leads. An approval leads to its approved state; a rejected record may be decided again.
 */
export function transitionApplies(t: TransitionDef, record: ResourceRecord): boolean {
  const state = String(record[t.field] ?? '');
  if (t.from && !t.from.includes(state)) return false;
  return state !== (typeof t.to === 'string' ? t.to : t.to.approved);
}

/** Whether a handler action's row button shows on the record (its `shownWhen`). */
export function actionShown(action: ActionDef, record: ResourceRecord): boolean {
  const when = action.shownWhen;
  return !when || when.in.includes(String(record[when.field] ?? ''));
}
