import type { FieldDef, ImportProgress } from '@vets/contracts';
import { badRequest } from '../errors.js';
import type { Actor } from './actor.js';
import type { DictLookup } from './dict-lookup.js';
import { parseCell, splitMulti } from './excel-cell-parsers.js';
import { mapHeaders } from './excel-columns.js';
import type { RowError } from './excel-error-report.js';
import { AdaptiveBatch, type TimeSlicer } from './excel-pacing.js';
import { missing, type RefCodec } from './excel-ref-codec.js';
import type { CellValue, FileRow } from './excel-rows.js';
import { ImportDuplicates } from './import-duplicates.js';
import { type GoodRow, ImportWriter, ROW, refused } from './import-writer.js';
import type { RequestScope } from './list-spec.js';
import type { CheckedRecord } from './record-checker.js';
import type { ResourceService } from './resource-service.js';

const MAX_REPORTED_ERRORS = 100_000;

/** A row as the field values it gives, and what is wrong with its cells, by field. */
interface ConvertedRow {
  row: FileRow;
  input: Record<string, unknown>;
  errors: Record<string, string>;
}

export interface ImportDeps {
  dicts: DictLookup;
  codecs: ReadonlyMap<string, RefCodec>;
  actor: Actor;
  scope: RequestScope;
  parent: string | undefined;
  progress: ImportProgress;
  slicer: TimeSlicer;
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
  private readonly checkBatch = new AdaptiveBatch({ min: 10, max: 500, start: 50, targetMs: 25 });
  private readonly writer: ImportWriter;

  constructor(
    private readonly service: ResourceService,
    private readonly deps: ImportDeps,
  ) {
    this.writer = new ImportWriter(service, deps, {
      written: (ids) => this.duplicates?.remember(ids),
      refused: (row, message) => this.reject(row, { [ROW]: message }),
    });
  }

  get totals() {
    const { rowsWritten, errorCount, skippedCount } = this.deps.progress;
    return { successCount: rowsWritten, errorCount, skippedCount };
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
    this.duplicates = new ImportDuplicates(
      this.service,
      this.deps.scope,
      this.deps.parent,
      columns,
    );
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
    const clean = converted.filter((c) => !Object.keys(c.errors).length);
    const skips = (await this.duplicates?.skip(clean.map((c) => c.input))) ?? [];
    const skipped = new Set(clean.filter((_, i) => skips[i]));
    progress.skippedCount += skipped.size;
    const toCheck = converted.filter((c) => !skipped.has(c));
    if (!toCheck.length) return;

    const t0 = performance.now();
    const checked = await this.check(toCheck.map((c) => c.input));
    this.checkBatch.record(toCheck.length, performance.now() - t0);
    await slicer.tick();

    const good: GoodRow[] = [];
    for (const [i, c] of checked.entries()) {
      const { row, input, errors } = toCheck[i]!;
      const all = { ...c.errors, ...errors };
      if (!Object.keys(all).length) {
        const item = { row, input, checked: c.values, values: {} };
        try {
          item.values = await this.writer.rowValues(item);
          good.push(item);
        } catch (error) {
          all[ROW] = refused(error);
        }
      }
      if (Object.keys(all).length) this.reject(row, all);
      await slicer.tick();
    }
    await this.writer.write(good);
  }

  /**
   * The definition's and the section's checks of a batch. A section check that throws for one
   * row (rather than naming a field) would refuse the batch: the rows are then checked one by
   * one, so that only that row is refused.
   */
  private async check(inputs: Array<Record<string, unknown>>): Promise<CheckedRecord[]> {
    const { scope } = this.deps;
    try {
      return await this.service.checkRecords(inputs, 'import', scope);
    } catch (error) {
      refused(error);
    }
    const out: CheckedRecord[] = [];
    for (const input of inputs) {
      try {
        out.push(...(await this.service.checkRecords([input], 'import', scope)));
      } catch (error) {
        out.push({ values: {}, errors: { [ROW]: refused(error) } });
      }
      await this.deps.slicer.tick();
    }
    return out;
  }
}
