import type { ResourceDef } from '@vets/contracts';

/** A rule the list page asks before it opens the add form: a message refuses, and is shown. */
export type AddPolicy = (def: ResourceDef) => string | null;

const policies: AddPolicy[] = [];

/** Sections add their rules (web/src/sections/<area>/section.ts); the server checks for real. */
export function registerAddPolicy(policy: AddPolicy): void {
  policies.push(policy);
}

export function addRefusal(def: ResourceDef): string | null {
  for (const policy of policies) {
    const refusal = policy(def);
    if (refusal) return refusal;
  }
  return null;
}
