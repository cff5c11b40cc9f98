import type { FieldDef, RefTarget, ResourceDef } from '@vets/contracts';
import type { ReactNode } from 'react';
import { RegionPicker } from '../AreaLinkage';
import { CategorySelect } from '../TreeSelect';
import { RecordSelect } from './RecordSelect';

/** What a reference field's control is built from. */
export interface RefControlArgs {
  /** The resource the field belongs to. */
  owner: ResourceDef;
  /** The field's name in `owner`. */
  fieldKey: string;
  field: FieldDef;
  target: RefTarget;
  mode: 'form' | 'search';
  placeholder: string;
  disabled?: boolean;
}

export type RefControl = (args: RefControlArgs) => ReactNode | undefined;

/**
 * Controls for fields that refer to a resource, by the referenced resource's key. The widget
 * library registers the tree pickers; a section registers its own (web/src/sections/<area>/
 * section.ts). A control may decline (undefined) and leave the field to the searchable select.
 */
const controls = new Map<string, RefControl>([
  [
    'sysArea',
    ({ field, mode, placeholder, disabled }) => (
      <RegionPicker
        multiple={field.multiple}
        anyLevel={mode === 'search' || (field.picker?.kind === 'area' && field.picker.anyLevel)}
        placeholder={placeholder}
        disabled={disabled}
      />
    ),
  ],
  [
    'sysCategory',
    ({ field, placeholder, disabled }) =>
      field.picker?.kind === 'category' ? (
        <CategorySelect
          pcode={field.picker.root}
          multiple={field.multiple}
          placeholder={placeholder}
          disabled={disabled}
        />
      ) : undefined,
  ],
]);

export function registerRefControl(resourceKey: string, control: RefControl): void {
  controls.set(resourceKey, control);
}

/**
 * The control of a reference field: the registered one, else a search on the server over the
 * referenced records' names, in the caller's scope of them.
 */
export function refControl(args: RefControlArgs): ReactNode {
  const registered = controls.get(args.target.def.key)?.(args);
  if (registered !== undefined) return registered;
  return (
    <RecordSelect
      owner={args.owner}
      field={args.fieldKey}
      multiple={args.field.multiple}
      placeholder={args.placeholder}
      disabled={args.disabled}
      pickSole={args.mode === 'form' && Boolean(args.field.required) && !args.field.multiple}
    />
  );
}
