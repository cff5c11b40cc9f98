import type { ResourceDef } from '@vets/contracts';
import type { CellRule, GridColumn } from '../../../components/EditableGrid';
import { resourceGridColumns } from '../../../components/resource/resource-grid-columns';

/** A personal value as a reader without `…:sensitive` receives it. */
export const isMasked = (value: unknown) => typeof value === 'string' && value.includes('*');

const passMasked = (rule: CellRule): CellRule => {
  if (!('handler' in rule)) return rule;
  const { handler } = rule;
  return { ...rule, handler: (ctx) => (isMasked(ctx.value) ? true : handler(ctx)) };
};

/**
 * The sub-table columns of a related record. A masked personal value (`1301**********0011`)
 * left as it was is kept by the server, so its cell does not fail the format check.
 */
export function relatedGridColumns(def: ResourceDef): GridColumn[] {
  return resourceGridColumns(def).map((column) =>
    def.fields[column.key]?.sensitive
      ? { ...column, validateRules: (column.validateRules ?? []).map(passMasked) }
      : column,
  );
}
