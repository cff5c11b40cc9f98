import { type FieldDef, type ImportProgress, isEmptyValue } from '@vets/contracts';
import { badRequest } from '../../errors.js';
import type { Actor } from '../actor.js';
import type { DictLookup } from '../dict-lookup.js';
import type { RequestScope } from '../list-spec.js';
import type { CheckedRecord } from '../record-checker.js';
import type { ResourceService } from '../resource-service.js';
import { placedOutside } from '../scope-precheck.js';
import { mayWrite } from '../staff-fields.js';
import { parseCell, splitMulti } from './excel-cell-parsers.js';
import { mapHeaders } from './excel-columns.js';
import type { RowError } from './excel-error-report.js';
import { AdaptiveBatch, type TimeSlicer } from './excel-pacing.js';
import { missing, type RefCodec } from './excel-ref-codec.js';
import type { CellValue, FileRow } from './excel-rows.js';
import { checkImportRows } from './import-checks.js';
import { ImportDuplicates } from './import-duplicates.js';
import { changesNothing, ImportKeys, importKeyOf } from './import-keys.js';
import { PreviewUniques } from './import-preview-uniques.js';
import { type GoodRow, ImportWriter, ROW, refused } from './import-writer.js';

const MAX_REPORTED_ERRORS = 100_000;

type RecordRow = Record<string, unknown>;

/** A row as the field values it gives, and what is wrong with its cells, by field. */
interface ConvertedRow {
  row: FileRow;
  input: Record<string, unknown>;
  errors: Record<string, string>;
}

/** The record each row updates by the import key; null for a row the key refuses. */
type Targets = Map<ConvertedRow, RecordRow | null>;

export interface ImportDeps {
  dicts: DictLookup;
  codecs: ReadonlyMap<string, RefCodec>;
  actor: Actor;
  scope: RequestScope;
  parent: string | undefined;
  progress: ImportProgress;
  slicer: TimeSlicer;
  /** A preview: every check runs and every figure is counted, but nothing is written. */
  dryRun?: boolean;
}

const cellText = (cell: CellValue): string | null =>
  cell === null || typeof cell === 'boolean' ? null : String(cell).trim() || null;

const labelled = (f: FieldDef | undefined, message: string) =>
  !f || message.includes(f.label) ? message : `${f.label}：${message}`;

/**
 * Imports the rows of one or more files: each cell read as people write it, references resolved
 * by name a batch at a time, every problem of a row collected, rows equal to records already
 * there skipped, and the good rows written in short transactions. Batches are sized by their
 * measured cost and the work pauses between slices, so that other requests are answered.
 *
 * With the definition's `importKey` among the file's columns, a row whose key a record already
 * holds updates that record: the cells the file fills replace its values, an empty cell leaves
 * the stored one (there is no clearing a value by import), and a row that would change nothing
 * is skipped.
 */
export class RowImporter {
  readonly errors: RowError[] = [];
  /** The report's columns: the first file's, then any other file's columns it lacks. */
  readonly reportHeaders: CellValue[] = [];
  private toReport: number[] = [];
  private fields: Array<string | null> = [];
  private columnOf = new Map<string, number>();
  private pending: FileRow[] = [];
  private duplicates: ImportDuplicates | undefined;
  private keys: ImportKeys | undefined;
  private readonly previewUniques: PreviewUniques | undefined;
  private readonly checkBatch = new AdaptiveBatch({ min: 10, max: 500, start: 50, targetMs: 25 });
  private readonly writer: ImportWriter;

  constructor(
    private readonly service: ResourceService,
    private readonly deps: ImportDeps,
  ) {
    if (deps.dryRun) this.previewUniques = new PreviewUniques(service.def);
    this.writer = new ImportWriter(service, deps, {
      written: (ids) => this.duplicates?.remember(ids),
      refused: (row, message) => this.reject(row, { [ROW]: message }),
    });
  }

  get totals() {
    const { rowsWritten, rowsUpdated = 0, errorCount, skippedCount } = this.deps.progress;
    return { successCount: rowsWritten, updatedCount: rowsUpdated, errorCount, skippedCount };
  }

  /** A file's header row: which field each column holds, and where it goes in the report. */
  setHeader(header: CellValue[]): void {
    this.fields = mapHeaders(this.service.def, header);
    if (!this.fields.some(Boolean))
      throw badRequest('文件中没有可识别的列，请下载导入模板，按模板填写');
    this.columnOf = new Map();
    this.fields.forEach((key, i) => {
      if (key) this.columnOf.set(key, i);
    });
    const used = new Set<number>();
    this.toReport = header.map((h) => {
      let at = h === null ? -1 : this.reportHeaders.findIndex((r, j) => r === h && !used.has(j));
      if (at < 0) at = this.reportHeaders.push(h) - 1;
      used.add(at);
      return at;
    });
    const columns = [...this.columnOf.keys()];
    const { scope, parent } = this.deps;
    const key = importKeyOf(this.service.def);
    const keyed = key && this.columnOf.has(key[0]);
    this.keys = keyed ? new ImportKeys(this.service, scope, parent, ...key) : undefined;
    this.duplicates = keyed
      ? undefined
      : new ImportDuplicates(this.service, scope, parent, columns);
  }

  async add(rowNumber: number, cells: CellValue[]): Promise<void> {
    if (cells.every((c) => c === null)) return;
    this.pending.push({ rowNumber, cells });
    this.deps.progress.rowsRead++;
    if (this.pending.length >= this.checkBatch.size) await this.flush();
    else await this.deps.slicer.tick();
  }

  async flush(): Promise<void> {
    while (this.pending.length) await this.process(this.pending.splice(0, this.checkBatch.size));
  }

  private reject(row: FileRow, errors: Record<string, string>): void {
    this.deps.progress.errorCount++;
    if (this.errors.length >= MAX_REPORTED_ERRORS) return;
    const { def } = this.service;
    const order = (key: string) => this.columnOf.get(key) ?? Number.MAX_SAFE_INTEGER;
    const keys = Object.keys(errors).sort((a, b) => order(a) - order(b));
    const cells: CellValue[] = [];
    row.cells.forEach((cell, i) => {
      const at = this.toReport[i];
      if (at !== undefined) cells[at] = cell;
    });
    this.errors.push({
      rowNumber: row.rowNumber,
      cells,
      messages: keys.map((key) => labelled(def.fields[key], errors[key]!)),
      columns: keys.flatMap((key) => {
        const at = this.columnOf.get(key);
        const reported = at === undefined ? undefined : this.toReport[at];
        return reported === undefined ? [] : [reported];
      }),
    });
  }

  private convert(row: FileRow): ConvertedRow {
    const { def } = this.service;
    const input: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    this.fields.forEach((key, i) => {
      if (!key) return;
      const f = def.fields[key]!;
      if (!mayWrite(f, this.deps.actor)) return;
      const cell = row.cells[i] ?? null;
      if (this.deps.codecs.has(key)) {
        input[key] = cellText(cell);
        return;
      }
      const parsed = parseCell(f, f.dict ? this.deps.dicts.get(f.dict) : undefined, cell);
      // A value that cannot be read goes on as empty: its own message says why.
      input[key] = parsed.error ? null : parsed.value;
      if (parsed.error) errors[key] = parsed.error;
    });
    if (def.parentKey) input[def.parentKey] = this.deps.parent;
    return { row, input, errors };
  }

  /** References by name (or path, or code), one lookup per field for the whole batch. */
  private async resolveRefs(rows: ConvertedRow[]): Promise<void> {
    for (const [key, codec] of this.deps.codecs) {
      if (!this.columnOf.has(key)) continue;
      const f = this.service.def.fields[key]!;
      const parts = (text: string) => (f.multiple ? splitMulti(text) : [text]);
      const texts = new Set(rows.flatMap((r) => (r.input[key] ? parts(String(r.input[key])) : [])));
      if (!texts.size) continue;
      const resolved = await codec.resolve([...texts]);
      for (const r of rows) {
        const text = r.input[key];
        if (!text) continue;
        const codes: string[] = [];
        for (const part of parts(String(text))) {
          const found = resolved.get(part);
          if (found && 'code' in found) codes.push(found.code);
          else r.errors[key] ??= found?.error ?? missing(f, part);
        }
        r.input[key] = r.errors[key] ? null : codes.join(',');
      }
      await this.deps.slicer.tick();
    }
  }

  private async process(rows: FileRow[]): Promise<void> {
    const { slicer, progress } = this.deps;
    const converted: ConvertedRow[] = [];
    for (const row of rows) {
      converted.push(this.convert(row));
      await slicer.tick();
    }
    await this.resolveRefs(converted);
    const targets = await this.matchKeys(converted);
    const skipped = await this.unchanged(converted, targets);
    progress.skippedCount += skipped.size;
    const toCheck = converted.filter((c) => !skipped.has(c) && targets.get(c) !== null);

    const t0 = performance.now();
    const checked = await this.checkAll(toCheck, targets);
    this.checkBatch.record(toCheck.length, performance.now() - t0);
    await slicer.tick();

    const good: GoodRow[] = [];
    for (const c of converted) {
      const { row, input, errors } = c;
      if (skipped.has(c)) continue;
      const result = checked.get(c);
      // A row the key refused is not checked: its reason is all it gets.
      if (!result) {
        this.reject(row, errors);
        continue;
      }
      const existing = targets.get(c) ?? undefined;
      const all = { ...result.errors, ...errors };
      if (!Object.keys(all).length && existing && changesNothing(result.values, existing)) {
        progress.skippedCount++;
        continue;
      }
      if (!Object.keys(all).length) {
        const item = { row, input, checked: result.values, existing, values: {} };
        try {
          item.values = await this.writer.rowValues(item);
          const placed = { ...existing, ...item.values };
          const outside = placedOutside(this.service.def, this.deps.scope, placed, !existing);
          if (outside) all[outside.field ?? ROW] = outside.message;
          Object.assign(all, this.previewUniques?.claim(item.values));
          if (!Object.keys(all).length) good.push(item);
        } catch (error) {
          all[ROW] = refused(error);
        }
      }
      if (Object.keys(all).length) this.reject(row, all);
      await slicer.tick();
    }
    if (!this.deps.dryRun) return this.writer.write(good);
    progress.rowsWritten += good.length;
    const updates = good.filter((g) => g.existing).length;
    if (updates) progress.rowsUpdated = (progress.rowsUpdated ?? 0) + updates;
  }

  /**
   * By the import key: the record each row updates, or null for a row the key refuses (its
   * reason added to the row's). A row that updates gives only the cells the file fills.
   */
  private async matchKeys(rows: ConvertedRow[]) {
    const targets: Targets = new Map();
    if (!this.keys) return targets;
    const { key } = this.keys;
    const matches = await this.keys.match(rows.map((r) => r.input));
    for (const [i, match] of matches.entries()) {
      const r = rows[i]!;
      if (match.kind === 'refused') {
        r.errors[key] = match.message;
        targets.set(r, null);
      } else if (match.kind === 'existing') {
        targets.set(r, match.record);
        for (const [k, v] of Object.entries(r.input)) if (isEmptyValue(v)) delete r.input[k];
      }
    }
    return targets;
  }

  /** Rows with nothing to write: equal to their record, or to records already there. */
  private async unchanged(rows: ConvertedRow[], targets: Targets): Promise<Set<ConvertedRow>> {
    const clean = rows.filter((c) => !Object.keys(c.errors).length);
    if (this.keys)
      return new Set(
        clean.filter((c) => {
          const existing = targets.get(c);
          return existing && changesNothing(c.input, existing);
        }),
      );
    const skips = (await this.duplicates?.skip(clean.map((c) => c.input))) ?? [];
    return new Set(clean.filter((_, i) => skips[i]));
  }

  /** Adds are checked as an import's, updates as edits of their records. */
  private async checkAll(
    rows: ConvertedRow[],
    targets: Targets,
  ): Promise<Map<ConvertedRow, CheckedRecord>> {
    const edits = rows.filter((r) => targets.get(r));
    const adds = rows.filter((r) => !targets.get(r));
    const { scope, slicer } = this.deps;
    const check = (inputs: Array<Record<string, unknown>>, existing?: RecordRow[]) =>
      checkImportRows(this.service, scope, slicer, inputs, existing);
    const checkedAdds = adds.length ? await check(adds.map((r) => r.input)) : [];
    const checkedEdits = edits.length
      ? await check(
          edits.map((r) => r.input),
          edits.map((r) => targets.get(r)!),
        )
      : [];
    const of = new Map<ConvertedRow, CheckedRecord>();
    for (const [i, r] of adds.entries()) of.set(r, checkedAdds[i]!);
    for (const [i, r] of edits.entries()) of.set(r, checkedEdits[i]!);
    return of;
  }
}
