import type { FieldDef, ResourceDef } from './resource-types.js';

const CREATE_TIME = { label: '创建时间', kind: 'datetime', form: false, sortable: true } as const;
/** Shown by the department's name, as every reference is. */
const ORG_CODE = {
  label: '所属部门',
  kind: 'string',
  form: false,
  list: false,
  ref: { resource: 'sysDepart', by: 'orgCode' },
} as const;

type CreateTime<D extends ResourceDef> = D['fields'] extends { createTime: unknown }
  ? unknown
  : { createTime: typeof CREATE_TIME };
type OrgCode<D extends ResourceDef> = D extends { orgScoped: true }
  ? D['fields'] extends { sysOrgCode: unknown }
    ? unknown
    : { sysOrgCode: typeof ORG_CODE }
  : unknown;

/** A definition with its implicit fields: 创建时间, and 所属部门 when org-scoped. */
export type DefinedResource<D extends ResourceDef> = Omit<D, 'fields'> & {
  fields: D['fields'] & CreateTime<D> & OrgCode<D>;
};

/**
 * Declares a resource. The audit columns need no declaration: every list can sort by 创建时间
 * and shows it (unless `listCreateTime: false`), and the default order is newest first.
 */
export function defineResource<const D extends ResourceDef>(def: D): DefinedResource<D> {
  const fields: Record<string, FieldDef> = { ...def.fields };
  if (!('createTime' in fields))
    fields.createTime =
      def.listCreateTime === false ? { ...CREATE_TIME, list: false } : CREATE_TIME;
  if (def.orgScoped && !('sysOrgCode' in fields)) fields.sysOrgCode = ORG_CODE;
  // The type adds exactly the fields added here; TypeScript cannot follow a generic spread.
  return { ...def, fields } as unknown as DefinedResource<D>;
}
