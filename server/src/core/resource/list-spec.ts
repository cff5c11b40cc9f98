import type { Filter, SuperQuery } from './filters.js';

/** Conditions that bind every read and write of one request: tenant and data rules. */
export interface RequestScope {
  tenantId: number | null;
  filters: Filter[];
  /**
   * Data rules: a row is in scope when it meets every rule of at least one group (one group
   * per role). Absent or null: no data rules apply; an empty list: nothing is in scope.
   */
  ruleGroups?: Filter[][] | null;
}

/** What a list request asks for, every name checked against the definition. */
export interface ListSpec {
  filters: Filter[];
  superQuery: SuperQuery | null;
  sort: { field: string; order: 'asc' | 'desc' };
  columns: string[];
}
