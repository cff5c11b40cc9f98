import { type SqlBool, sql } from 'kysely';
import type { RequestScope } from '../list-spec.js';
import { uniqueFields } from '../record-checker.js';
import type { ResourceService } from '../resource-service.js';
import { asAnyDb } from '../resource-store.js';

const same = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * Makes an import safe to run again after it was cut off (the process killed halfway): a row is
 * skipped when the records that were already there before this import and hold the same value in
 * every column the file fills are at least as many as the rows of the file equal to it so far.
 * The first run commits batch by batch; the second skips exactly what the first committed and
 * writes the rest. Records are looked up by the resource's unique fields, or by its title when
 * it has none; a resource with neither has no such protection. A row whose unique value is taken
 * by a different record is not skipped: the check refuses it (已存在).
 */
export class ImportDuplicates {
  private readonly probes: string[];
  private readonly seen = new Map<string, number>();
  /** Records this import wrote: they are not "already there". */
  private readonly written = new Set<string>();

  constructor(
    private readonly service: ResourceService,
    private readonly scope: RequestScope,
    private readonly parent: string | undefined,
    private readonly columns: string[],
  ) {
    const { def } = service;
    const uniques = uniqueFields(def).map(([key]) => key);
    const title = def.titleField && columns.includes(def.titleField) ? [def.titleField] : [];
    this.probes = (uniques.length ? uniques : title).filter((key) => columns.includes(key));
  }

  private signature(values: Record<string, unknown>): string {
    return JSON.stringify(this.columns.map((key) => same(values[key])));
  }

  /** Records already there whose probe field holds one of the inputs' values, in scope. */
  private async candidates(inputs: Array<Record<string, unknown>>) {
    const { def, store, ctx } = this.service;
    const found = new Map<string, Record<string, unknown>>();
    for (const key of this.probes) {
      const f = def.fields[key];
      const numeric = f?.kind === 'integer' || f?.kind === 'number';
      const values = [...new Set(inputs.map((i) => i[key]))].filter((v) =>
        numeric ? typeof v === 'number' : same(v) !== '',
      );
      if (!values.length) continue;
      let q = asAnyDb(ctx.db)
        .selectFrom(def.table)
        .select(['id', ...this.columns])
        .where(key, 'in', values as Array<string | number>);
      if (def.parentKey) q = q.where(def.parentKey, '=', this.parent ?? null);
      if (def.softDelete) q = q.where(sql<SqlBool>`${sql.ref('delFlag')} = 0`);
      if (def.tenantScoped && this.scope.tenantId !== null)
        q = q.where('tenantId', '=', this.scope.tenantId);
      for (const row of (await q.execute()) as Array<Record<string, unknown>>)
        if (!this.written.has(String(row.id))) found.set(String(row.id), row);
    }
    const allowed = new Set(await store.allowedIds([...found.keys()], this.scope));
    return [...found.values()].filter((r) => allowed.has(String(r.id)));
  }

  /**
   * Whether each input equals records already there; `values(i)` fills an empty cell with the
   * field's default, as the write would. Counts the file's rows as it goes.
   */
  async skip(inputs: Array<Record<string, unknown>>): Promise<boolean[]> {
    if (!this.probes.length) return inputs.map(() => false);
    const existing = new Map<string, number>();
    for (const row of await this.candidates(inputs)) {
      const sig = this.signature(row);
      existing.set(sig, (existing.get(sig) ?? 0) + 1);
    }
    return inputs.map((input) => {
      const sig = this.signature(this.withDefaults(input));
      const nth = (this.seen.get(sig) ?? 0) + 1;
      this.seen.set(sig, nth);
      return nth <= (existing.get(sig) ?? 0);
    });
  }

  private withDefaults(input: Record<string, unknown>): Record<string, unknown> {
    const out = { ...input };
    for (const key of this.columns) {
      const f = this.service.def.fields[key];
      if (same(out[key]) === '' && f?.defaultValue !== undefined) out[key] = f.defaultValue;
    }
    return out;
  }

  remember(ids: string[]): void {
    for (const id of ids) this.written.add(id);
  }
}
