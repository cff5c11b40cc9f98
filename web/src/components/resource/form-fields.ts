import { fieldInForm, type ResourceDef } from '@vets/contracts';

/** What decides which items a resource's form shows. */
export interface FormShape {
  /** Fields shown in the form, in order; default: every form field. */
  formFields?: string[];
  /** Items after the fields that travel with the record. */
  extraItems?: ReadonlyArray<unknown>;
}

/** The fields the form of `def` edits. */
export function formFieldKeys(def: ResourceDef, shape?: FormShape): string[] {
  return shape?.formFields ?? Object.keys(def.fields).filter((k) => fieldInForm(def.fields[k]!));
}

/**
 * Whether the form has anything to fill in. A resource whose records the server writes by
 * itself (推荐记录) offers neither 新增 nor 编辑.
 */
export function hasFormInput(def: ResourceDef, shape?: FormShape): boolean {
  return formFieldKeys(def, shape).length > 0 || (shape?.extraItems?.length ?? 0) > 0;
}
