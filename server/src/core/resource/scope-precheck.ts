import type { ResourceDef } from '@vets/contracts';
import { departmentColumn, scopeOf } from './department-scope.js';
import type { Filter } from './filters.js';
import type { RequestScope } from './list-spec.js';

/**
 * Whether a condition admits the record: those on the columns that say whose a record is (its
 * department, account or user) are judged; any other is taken to admit it (a data rule's, which
 * the write's own check decides).
 */
function admitsOne(
  f: Filter,
  record: Record<string, unknown>,
  owners: Set<string>,
  whole: boolean,
): boolean {
  const held = record[f.field] ?? (whole ? null : undefined);
  if (!owners.has(f.field) || held === undefined) return true;
  const text = held === null ? null : String(held);
  if (f.op === 'right_like') return text?.startsWith(String(f.value)) === true;
  if (f.op === 'eq') return text === String(f.value);
  if (f.op === 'in')
    return (Array.isArray(f.value) ? f.value : [f.value]).map(String).includes(text ?? '');
  return true;
}

/** The field whose value places a record of `def` in its department (its region or owner). */
export function placingField(def: ResourceDef): string | undefined {
  const office = scopeOf(def)?.office;
  return office && ('region' in office ? office.region : office.owner);
}

/** What a write that would land outside the caller's scope is told, naming the placing field. */
export function outsideMessage(def: ResourceDef): string {
  const field = placingField(def);
  const label = field ? def.fields[field]?.label : undefined;
  return `${label ?? def.title}不在您的管辖范围内，不能保存`;
}

/**
 * Before a row is written (and in the import preview): a record, as the engine has placed it in
 * its department, that no group of the caller's scope admits. Conditions it cannot judge are
 * left to the check inside the write's transaction, so this never refuses what the write would
 * accept. The field that placed it (if any) and the message.
 */
export function placedOutside(
  def: ResourceDef,
  scope: RequestScope,
  record: Record<string, unknown>,
  /** An add's row, which is empty in every column it lacks. */
  whole: boolean,
): { field: string | undefined; message: string } | undefined {
  const groups = scope.ruleGroups;
  const column = departmentColumn(def);
  if (!column || !groups) return undefined;
  const declared = scopeOf(def);
  const owners = new Set(
    [column, declared?.account, declared?.user].filter((f) => f !== undefined),
  );
  if (groups.some((g) => g.every((f) => admitsOne(f, record, owners, whole)))) return undefined;
  return { field: placingField(def), message: outsideMessage(def) };
}
