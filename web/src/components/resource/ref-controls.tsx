import type { FieldDef, RefTarget } from '@vets/contracts';
import type { ReactNode } from 'react';
import { AreaLinkage } from '../AreaLinkage';
import { CategorySelect } from '../TreeSelect';
import { RecordSelect } from './RecordSelect';

/** What a reference field's control is built from. */
export interface RefControlArgs {
  field: FieldDef;
  target: RefTarget;
  mode: 'form' | 'search';
  placeholder: string;
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
    ({ field, placeholder }) =>
      field.multiple ? undefined : <AreaLinkage placeholder={placeholder} />,
  ],
  [
    'sysCategory',
    ({ field, placeholder }) =>
      field.picker?.kind === 'category' ? (
        <CategorySelect
          pcode={field.picker.root}
          multiple={field.multiple}
          placeholder={placeholder}
        />
      ) : undefined,
  ],
]);

export function registerRefControl(resourceKey: string, control: RefControl): void {
  controls.set(resourceKey, control);
}

/** The control of a reference field: the registered one, else a search over the referenced list. */
export function refControl(args: RefControlArgs): ReactNode {
  const registered = controls.get(args.target.def.key)?.(args);
  if (registered !== undefined) return registered;
  if (args.target.byField !== 'id') return undefined;
  return (
    <RecordSelect
      path={args.target.def.path}
      text={args.target.titleField}
      multiple={args.field.multiple}
      placeholder={args.placeholder}
    />
  );
}
