import type { ImportProgress } from '@vets/contracts';
import { classifyDbError } from '../../../db/db-errors.js';
import { conflict, isHttpError } from '../../errors.js';
import type { Actor } from '../actor.js';
import type { RequestScope } from '../list-spec.js';
import { type ResourceService, STALE_MESSAGE } from '../resource-service.js';
import { AdaptiveBatch, type TimeSlicer } from './excel-pacing.js';
import type { FileRow } from './excel-rows.js';

const MAX_PARAMS_PER_INSERT = 30_000;

/** The key of a problem that belongs to the row, not to one of its cells. */
export const ROW = '_row';

/** A row that passed every check, with the record it will write. */
export interface GoodRow {
  row: FileRow;
  input: Record<string, unknown>;
  checked: Record<string, unknown>;
  /** The record the row updates (by the import key); none when it adds one. */
  existing?: Record<string, unknown> | undefined;
  /** The row to insert, or the columns to update. */
  values: Record<string, unknown>;
}

interface WriterDeps {
  actor: Actor;
  scope: RequestScope;
  parent: string | undefined;
  progress: ImportProgress;
  slicer: TimeSlicer;
}

/**
 * Why rows were refused, when they are to blame: a section's check that threw a 4xx, or a
 * constraint of the database. Anything else is a bug and goes on up (a 500).
 */
export function refused(error: unknown): string {
  if (isHttpError(error) && error.statusCode < 500) return error.message;
  const kind = classifyDbError(error);
  if (!kind) throw error;
  return kind === 'unique' ? '与已有数据重复，未保存' : '数据无法保存，未保存';
}

/**
 * Writes an import's checked rows, inserts and updates alike, in transactions short enough that
 * no other request waits long for the database (SQLite has one connection), pausing after each
 * one. A transaction the database refuses is retried row by row, each row's derived values taken
 * afresh (a code numbered after its siblings counts the rows just written), so that only the
 * rows to blame fail. An update is made only if the record is as it was read (its version).
 */
export class ImportWriter {
  private readonly batch: AdaptiveBatch;

  constructor(
    private readonly service: ResourceService,
    private readonly deps: WriterDeps,
    private readonly on: {
      written(ids: string[]): void;
      refused(row: FileRow, message: string): void;
    },
  ) {
    const perRow = Object.keys(service.def.fields).length + 8;
    const max = Math.max(10, Math.floor(MAX_PARAMS_PER_INSERT / perRow));
    this.batch = new AdaptiveBatch({ min: 5, max, start: 50, targetMs: 25 });
  }

  /**
   * What a checked row writes: for an add, the engine's columns and the section's derived ones;
   * for an update, the changed fields, the section's derived ones and who changed them when.
   */
  async rowValues(item: Omit<GoodRow, 'values'>): Promise<Record<string, unknown>> {
    const { actor, scope, parent } = this.deps;
    const { service } = this;
    const { existing } = item;
    const extra = await service.binding.hooks?.extraValues?.({
      input: item.input,
      mode: existing ? 'edit' : 'add',
      existing,
      actor,
    });
    if (!existing)
      return service.placed({ ...service.insertRow(item.checked, actor, scope, parent), ...extra });
    const tree = service.tree;
    const movedTo = tree ? item.checked[tree.parentField] : undefined;
    if (tree && movedTo !== undefined)
      await tree.guardMove(service.ctx.db, String(existing.id), movedTo);
    return service.placed({
      ...item.checked,
      ...extra,
      updateBy: actor.username,
      updateTime: service.ctx.clock.nowText(),
    });
  }

  /** Writes rows in one transaction, with what every write of the resource does after it. */
  private async writeRows(rows: GoodRow[]): Promise<void> {
    const { service } = this;
    const { actor, scope } = this.deps;
    const inserts = rows.filter((r) => !r.existing).map((r) => r.values);
    const updates = rows.filter((r) => r.existing);
    const ids = inserts.map((r) => String(r.id));
    await service.ctx.db.transaction().execute(async (trx) => {
      const store = service.store.withDb(trx);
      await store.insertMany(inserts);
      for (const u of updates) {
        const version = service.def.versioned ? Number(u.existing!.version) : null;
        if (!(await store.update(String(u.existing!.id), u.values, scope, version)))
          throw conflict(STALE_MESSAGE);
      }
      await service.requireInScope(
        trx,
        [...ids, ...updates.map((u) => String(u.existing!.id))],
        scope,
      );
      const tree = service.tree;
      if (tree)
        await tree.refreshFlags(trx, [
          ...inserts.map((r) => r[tree.parentField]),
          ...updates.flatMap((u) =>
            tree.parentField in u.values
              ? [u.existing![tree.parentField], u.values[tree.parentField]]
              : [],
          ),
        ]);
      for (const u of updates)
        await service.moveDependents(trx, [String(u.existing!.id)], u.existing!, u.values);
      if (ids.length) await service.afterWrite({ trx, mode: 'import', ids, actor });
      for (const u of updates)
        await service.afterWrite({
          trx,
          mode: 'edit',
          ids: [String(u.existing!.id)],
          input: u.input,
          actor,
        });
    });
    const { progress } = this.deps;
    progress.rowsWritten += rows.length;
    if (updates.length) progress.rowsUpdated = (progress.rowsUpdated ?? 0) + updates.length;
    this.on.written(ids);
  }

  async write(good: GoodRow[]): Promise<void> {
    for (let i = 0; i < good.length; ) {
      const part = good.slice(i, i + this.batch.size);
      i += part.length;
      const t0 = performance.now();
      try {
        await this.writeRows(part);
      } catch (error) {
        const message = refused(error);
        if (part.length === 1) this.on.refused(part[0]!.row, message);
        else await this.oneByOne(part);
      }
      this.batch.record(part.length, performance.now() - t0);
      await this.deps.slicer.pause();
    }
  }

  private async oneByOne(part: GoodRow[]): Promise<void> {
    for (const item of part) {
      try {
        await this.writeRows([{ ...item, values: await this.rowValues(item) }]);
      } catch (error) {
        this.on.refused(item.row, refused(error));
      }
      await this.deps.slicer.pause();
    }
  }
}
