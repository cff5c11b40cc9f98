import type { Actor } from '../../../core/resource/actor.js';

/**
 * A writer without an office of its own (a company user, a veteran) files what it adds with the
 * office that keeps what it belongs to, so that office's staff see it; staff keep their own.
 */
export function inheritedOffice(
  actor: Actor | undefined,
  office: string | null | undefined,
): { sysOrgCode?: string } {
  return actor && !actor.orgCode && office ? { sysOrgCode: office } : {};
}
