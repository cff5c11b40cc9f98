import type { Db } from '../../db/database.js';

/**
 * A data-rule variable a section defines (`#{sys_user_grids}`): the values it stands for,
 * comma-joined, for one user. Values are re-read when the permission version changes, so a
 * resource whose writes change them declares `affectsPermissions`.
 */
export interface RuleVariable {
  /** The name inside `#{}`. */
  name: string;
  /** What it stands for, in Chinese, for the rule editor. */
  label: string;
  values(db: Db, userId: string): Promise<string[]>;
}
