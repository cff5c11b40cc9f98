import type { FieldDef, ResourceDef } from '@vets/contracts';
import { type SqlBool, sql } from 'kysely';
import type { RequestScope } from '../list-spec.js';
import type { ResourceService } from '../resource-service.js';
import { asAnyDb } from '../resource-store.js';
import { importColumns } from './excel-columns.js';

/** What the import key makes of one row. */
export type KeyMatch =
  | { kind: 'new' }
  | { kind: 'existing'; record: Record<string, unknown> }
  | { kind: 'refused'; message: string };

const NEW: KeyMatch = { kind: 'new' };
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * The definition's import key, checked once when its routes are registered: a unique field the
 * import reads. Anything else is a mistake in the definition, not in a file.
 */
export function importKeyOf(def: ResourceDef): [string, FieldDef] | undefined {
  const key = def.importKey;
  if (!key) return undefined;
  const f = def.fields[key];
  if (!f?.unique || !importColumns(def).some((c) => c.key === key))
    throw new Error(`${def.key}: importKey ${key} 须为导入列中的唯一字段`);
  return [key, f];
}

/**
 * Finds the records that an import's rows update by the definition's import key. The key is
 * looked up where its uniqueness holds (the tenant, the parent), and the records found are
 * divided by the caller's scope: a record outside it refuses the row without a word of what it
 * holds. The same key twice in the files refuses every row after the first.
 */
export class ImportKeys {
  private readonly seen = new Set<string>();

  constructor(
    private readonly service: ResourceService,
    private readonly scope: RequestScope,
    private readonly parent: string | undefined,
    readonly key: string,
    private readonly field: FieldDef,
  ) {}

  async match(inputs: Array<Record<string, unknown>>): Promise<KeyMatch[]> {
    const found = await this.lookup(inputs.map((i) => i[this.key]).filter((v) => text(v) !== ''));
    const { label } = this.field;
    return inputs.map((input) => {
      const value = text(input[this.key]);
      if (!value) return NEW;
      if (this.seen.has(value))
        return { kind: 'refused', message: `${label}“${value}”在文件中重复` };
      this.seen.add(value);
      const holders = found.get(value);
      if (!holders) return NEW;
      if (holders.some((h) => h === null))
        return {
          kind: 'refused',
          message: `${label}为“${value}”的记录不在您的管辖范围内，不能导入`,
        };
      if (holders.length > 1)
        return { kind: 'refused', message: `${label}为“${value}”的记录不止一条，不能按其更新` };
      return { kind: 'existing', record: holders[0]! };
    });
  }

  /** By key value: the records holding it, each null when it lies outside the caller's scope. */
  private async lookup(values: unknown[]) {
    const { def, store, ctx } = this.service;
    const numeric = this.field.kind === 'integer' || this.field.kind === 'number';
    const wanted = [...new Set(values)].filter((v) => !numeric || typeof v === 'number');
    const out = new Map<string, Array<Record<string, unknown> | null>>();
    if (!wanted.length) return out;
    let q = asAnyDb(ctx.db)
      .selectFrom(def.table)
      .select(['id', this.key])
      .where(this.key, 'in', wanted as Array<string | number>);
    if (def.parentKey) q = q.where(def.parentKey, '=', this.parent ?? null);
    // A flagged-deleted record cannot be updated: the check refuses its value (已存在).
    if (def.softDelete) q = q.where(sql<SqlBool>`${sql.ref('delFlag')} = 0`);
    if (def.tenantScoped && this.scope.tenantId !== null)
      q = q.where('tenantId', '=', this.scope.tenantId);
    const rows = (await q.execute()) as Array<Record<string, unknown>>;
    if (!rows.length) return out;
    const ids = rows.map((r) => String(r.id));
    const inScope = await store.byIds(ids, this.service.columns(null), this.scope);
    const byId = new Map(inScope.map((r) => [String(r.id), r]));
    for (const row of rows) {
      const value = text(row[this.key]);
      out.set(value, [...(out.get(value) ?? []), byId.get(String(row.id)) ?? null]);
    }
    return out;
  }
}

/** Values equal as stored: empty as empty, numbers by value (a database may answer text). */
function sameValue(a: unknown, b: unknown): boolean {
  if (text(a) === '' || text(b) === '') return text(a) === text(b);
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return String(a) === String(b);
}

/** Whether writing `values` would leave `record` as it is. */
export const changesNothing = (values: Record<string, unknown>, record: Record<string, unknown>) =>
  Object.entries(values).every(([k, v]) => k in record && sameValue(v, record[k]));
