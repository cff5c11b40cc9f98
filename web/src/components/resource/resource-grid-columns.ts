import {
  type FieldDef,
  fieldInForm,
  type ResourceDef,
  requiredMessage,
  validateField,
} from '@vets/contracts';
import type { GridColumn, GridColumnType } from '../EditableGrid';

function columnType(f: FieldDef): GridColumnType {
  if (f.dict) return 'select';
  switch (f.kind) {
    case 'integer':
    case 'number':
      return 'inputNumber';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'switch':
      return 'checkbox';
    default:
      return 'input';
  }
}

/** A personal value as a reader without `…:sensitive` receives it. */
export const isMasked = (value: unknown) => typeof value === 'string' && value.includes('*');

/**
 * Editable-grid columns of a resource's form fields (a child resource edited as a sub-table);
 * each cell runs the same field rules as the form and the server. A masked personal value
 * (`1301**********0011`) left as it was is kept by the server, so it passes the format check.
 */
export function resourceGridColumns(def: ResourceDef, width = 140): GridColumn[] {
  return Object.entries(def.fields)
    .filter(([key, f]) => fieldInForm(f) && key !== def.parentKey)
    .map(([key, f]): GridColumn => {
      const type = columnType(f);
      return {
        key,
        title: f.label,
        type,
        width: f.width ?? width,
        ...(f.dict ? { dictCode: f.dict } : {}),
        ...(type === 'checkbox' ? { customValue: ['Y', 'N'] as const } : {}),
        ...(f.defaultValue !== undefined ? { defaultValue: f.defaultValue } : {}),
        ...(type === 'date' ? { format: 'YYYY-MM-DD' } : {}),
        validateRules: [
          ...(f.required ? [{ required: true as const, message: requiredMessage(f) }] : []),
          {
            handler: ({ value }) =>
              (f.sensitive && isMasked(value)) ||
              (validateField({ ...f, required: false }, value) ?? true),
          },
        ],
      };
    });
}
