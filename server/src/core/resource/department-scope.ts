import type { ResourceDef, ScopeDef } from '@vets/contracts';
import type { CodeGrants, RoleGrant } from '../auth/data-rule-store.js';
import type { Filter } from './filters.js';

/** A read may reach records public by nature; a write only the caller's own. */
export type ScopeMode = 'read' | 'write';

/** Who asks, as the department scope sees them. */
export interface ScopeCaller {
  userId: string;
  /** The department a member of staff acts in. */
  orgCode: string | null;
  /** The company or institution an account acts for. */
  companyId: string | null;
}

export const scopeOf = (def: ResourceDef): ScopeDef | undefined =>
  def.scope && def.scope !== 'global' ? def.scope : undefined;

/** The field holding the department that keeps a record, when the resource has one. */
export function departmentColumn(def: ResourceDef): string | undefined {
  const scope = scopeOf(def);
  if (!scope) return undefined;
  return scope.department ?? (def.orgScoped ? 'sysOrgCode' : undefined);
}

/** Staff reading a resource whose published records every member of staff may read. */
export function readsBeyondOwn(def: ResourceDef, caller: ScopeCaller, mode: ScopeMode): boolean {
  return mode === 'read' && caller.orgCode !== null && Boolean(scopeOf(def)?.staffRead);
}

/**
 * The ways a caller outside a province-wide role reaches records of `def`, each a condition
 * (null: every record): their departments' records, their company's or institution's, their
 * own, and in a staff read, those public by nature. Null when the resource sets no scope of its
 * own (reference data, or a record bound only through another one). Empty: nothing.
 */
export function reachOf(
  def: ResourceDef,
  caller: ScopeCaller,
  mode: ScopeMode,
): Array<Filter | null> | null {
  const scope = scopeOf(def);
  if (!scope) return null;
  const column = departmentColumn(def);
  if (!column && !scope.account && !scope.user) return null;
  const reach: Array<Filter | null> = [];
  if (column && caller.orgCode)
    reach.push({ field: column, op: 'right_like', value: caller.orgCode });
  if (scope.account && caller.companyId)
    reach.push({ field: scope.account, op: 'eq', value: caller.companyId });
  if (scope.user) reach.push({ field: scope.user, op: 'eq', value: caller.userId });
  // An account of no department reaches what the record this one is bound through admits it to
  // (a company's interviews, through its applications).
  if (def.scopeThrough !== undefined && !caller.orgCode) reach.push(null);
  if (readsBeyondOwn(def, caller, mode)) {
    const open = scope.staffRead!;
    reach.push(open === 'all' ? null : { field: open.field, op: 'in', value: [...open.in] });
  }
  return reach;
}

/**
 * The data-rule groups of a scope (a record is in scope when it meets every condition of one
 * group): per role, its rules, joined, unless the role is province-wide, with each way the caller
 * reaches records. Null when some group restricts nothing.
 */
export function scopeGroups(
  access: CodeGrants,
  reach: Array<Filter | null> | null,
  rulesOf: (grant: RoleGrant) => Filter[],
): Filter[][] | null {
  const grants = access.grants.length
    ? access.grants
    : [{ rules: [], provinceWide: access.provinceWide }];
  const groups: Filter[][] = [];
  for (const grant of grants) {
    const rules = rulesOf(grant);
    if (grant.provinceWide || reach === null) groups.push(rules);
    else for (const way of reach) groups.push(way ? [...rules, way] : rules);
  }
  return groups.some((g) => g.length === 0) ? null : groups;
}

/**
 * A definition's scope must say who reaches its records: every resource that is not a sub-table
 * declares one, a department column must exist, and a scope of no column binds through a record.
 */
export function checkScopeDeclared(def: ResourceDef): void {
  if (def.parentKey) return;
  if (!def.scope) throw new Error(`资源 ${def.key} 没有声明数据范围（scope）`);
  const scope = scopeOf(def);
  if (!scope) return;
  if (scope.department === undefined && !def.orgScoped && !def.scopeThrough)
    throw new Error(`资源 ${def.key} 的数据范围没有所属部门字段，也没有经由的记录（scopeThrough）`);
  if (scope.department && scope.department !== 'sysOrgCode' && !def.fields[scope.department])
    throw new Error(`资源 ${def.key} 的所属部门字段 ${scope.department} 不存在`);
  const office = scope.office;
  const source = office && ('region' in office ? office.region : office.owner);
  if (source && !def.fields[source])
    throw new Error(`资源 ${def.key} 的所属部门来源字段 ${source} 不存在`);
}
