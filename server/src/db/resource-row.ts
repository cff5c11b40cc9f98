import type { FieldDef, ResourceDef } from '@vets/contracts';
import type { Generated } from 'kysely';

type ValueOf<F extends FieldDef> = F['kind'] extends 'integer' | 'number' ? number : string;

/** Required: never null; with a default: filled by the database; otherwise nullable. */
type ColumnOf<F extends FieldDef> = F extends { required: true }
  ? ValueOf<F>
  : F extends { defaultValue: string | number }
    ? Generated<ValueOf<F>>
    : ValueOf<F> | null;

export interface AuditColumns {
  id: string;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

type Flag<D, K extends string, C> = D extends { [P in K]: true } ? C : unknown;

/**
 * The Kysely row type of a resource's table, derived from its definition: the declared fields,
 * the audit columns, and the columns its flags add. Intersect what else the table holds.
 */
export type ResourceRow<D extends ResourceDef> = AuditColumns & {
  [K in keyof D['fields']]: ColumnOf<D['fields'][K]>;
} & Flag<D, 'versioned', { version: Generated<number> }> &
  Flag<D, 'tenantScoped', { tenantId: number }> &
  Flag<D, 'softDelete', { delFlag: number }> &
  (D extends { parentKey: infer P extends string } ? { [K in P]: string } : unknown);
