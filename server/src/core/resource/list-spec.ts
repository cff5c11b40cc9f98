import type { Filter, SuperQuery } from './filters.js';

/** Conditions that bind every read and write of one request: tenant, department and data rules. */
export interface RequestScope {
  tenantId: number | null;
  filters: Filter[];
  /**
   * Data rules: a row is in scope when it meets every rule of at least one group (one group
   * per role). Absent or null: no data rules apply; an empty list: nothing is in scope.
   */
  ruleGroups?: Filter[][] | null;
  /**
   * A sub-table's parent must itself be in scope: `key` names a row of `table` that meets
   * `scope` (absent when the parent's scope restricts nothing).
   */
  parent?: ParentScope;
  /**
   * The caller's own scope, when this one (a staff read) also reaches records public by nature
   * beyond it: personal fields of records outside it are masked, and filtering by them reads
   * only within it.
   */
  own?: RequestScope;
  /** The caller's scope of another resource (by key), for the references a write names. */
  refs?: (key: string) => Promise<RequestScope> | RequestScope | undefined;
}

export interface ParentScope {
  key: string;
  table: string;
  tenantScoped: boolean;
  softDelete: boolean;
  scope: RequestScope;
}

/** What a list request asks for, every name checked against the definition. */
export interface ListSpec {
  filters: Filter[];
  superQuery: SuperQuery | null;
  sort: { field: string; order: 'asc' | 'desc' };
  columns: string[];
}
