import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { BODY_CODE, type FieldDef, fieldInForm } from '@vets/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { classifyDbError } from '../../db/db-errors.js';
import { ok } from '../envelope.js';
import { badRequest } from '../errors.js';
import ExcelJS from '../excel/exceljs.js';
import { LocalDiskStorage } from '../files/local-disk-storage.js';
import { EXCEL_EXTENSIONS, IMPORT_MAX_BYTES } from '../files/upload-policy.js';
import { receiveUpload } from '../files/upload-receiver.js';
import type { Actor } from './actor.js';
import { type DictLookup, dictCodesOf, loadDictLookup } from './dict-lookup.js';
import { type CellValue, readRows } from './excel-rows.js';
import type { RequestScope } from './list-spec.js';
import { firstError, type ResourceService } from './resource-service.js';

const MAX_PARAMS_PER_INSERT = 30_000;
const MAX_REPORTED_ERRORS = 100_000;

interface RowError {
  rowNumber: number;
  cells: CellValue[];
  message: string;
}

interface ImportOutcome {
  successCount: number;
  errorCount: number;
  errors: RowError[];
  headers: CellValue[];
}

/** Header cells matched to fields by label (as exported) or by field key. */
function mapHeaders(service: ResourceService, header: CellValue[]): Array<string | null> {
  const byLabel = new Map<string, string>();
  for (const [key, f] of Object.entries(service.def.fields)) {
    if (!fieldInForm(f)) continue;
    byLabel.set(f.label, key);
    byLabel.set(key, key);
  }
  return header.map((h) => (h === null ? null : (byLabel.get(String(h).trim()) ?? null)));
}

/** A cell as the field's input: dictionary texts become values. */
function inputValue(f: FieldDef, lookup: DictLookup, value: CellValue): unknown {
  if (value === null) return null;
  if (!f.dict) return typeof value === 'boolean' ? String(value) : value;
  const items = lookup.get(f.dict);
  const toValue = (text: string) => {
    for (const [v, t] of items ?? []) if (t === text) return v;
    return text;
  };
  const text = String(value);
  return f.multiple
    ? text
        .split(',')
        .map((t) => toValue(t.trim()))
        .join(',')
    : toValue(text);
}

/** Imports one file's rows in batches, each batch in its own transaction. */
class RowImporter {
  private readonly batch: Array<{ rowNumber: number; cells: CellValue[] }> = [];
  readonly outcome: ImportOutcome = { successCount: 0, errorCount: 0, errors: [], headers: [] };
  private fields: Array<string | null> = [];
  private readonly batchSize: number;

  constructor(
    private readonly service: ResourceService,
    private readonly lookup: DictLookup,
    private readonly actor: Actor,
    private readonly scope: RequestScope,
    private readonly parent: string | undefined,
  ) {
    const columns = Object.keys(service.def.fields).length + 6;
    this.batchSize = Math.max(50, Math.min(1000, Math.floor(MAX_PARAMS_PER_INSERT / columns)));
  }

  setHeader(header: CellValue[]): void {
    this.outcome.headers = header;
    this.fields = mapHeaders(this.service, header);
    if (!this.fields.some(Boolean))
      throw badRequest('文件中没有可识别的列，请使用导出的文件作为模板');
  }

  async add(rowNumber: number, cells: CellValue[]): Promise<void> {
    if (cells.every((c) => c === null)) return;
    this.batch.push({ rowNumber, cells });
    if (this.batch.length >= this.batchSize) await this.flush();
  }

  private reject(rowNumber: number, cells: CellValue[], message: string): void {
    this.outcome.errorCount++;
    if (this.outcome.errors.length < MAX_REPORTED_ERRORS)
      this.outcome.errors.push({ rowNumber, cells, message });
  }

  async flush(): Promise<void> {
    if (!this.batch.length) return;
    const rows = this.batch.splice(0);
    const { def } = this.service;
    const inputs = rows.map(({ cells }) => {
      const input: Record<string, unknown> = {};
      this.fields.forEach((key, i) => {
        if (key) input[key] = inputValue(def.fields[key]!, this.lookup, cells[i] ?? null);
      });
      if (def.parentKey) input[def.parentKey] = this.parent;
      return input;
    });
    const checked = await this.service.checkRecords(inputs, 'import', this.scope);
    const good: Array<Record<string, unknown>> = [];
    const goodRows: typeof rows = [];
    const extraValues = this.service.binding.hooks?.extraValues;
    for (const [i, c] of checked.entries()) {
      const message = firstError(def, c.errors);
      if (message) {
        this.reject(rows[i]!.rowNumber, rows[i]!.cells, message);
        continue;
      }
      const extra = await extraValues?.({ input: inputs[i]!, mode: 'add', existing: undefined });
      good.push({
        ...this.service.insertRow(c.values, this.actor, this.scope, this.parent),
        ...extra,
      });
      goodRows.push(rows[i]!);
    }
    if (!good.length) return;
    try {
      await this.service.ctx.db.transaction().execute(async (trx) => {
        await this.service.store.withDb(trx).insertMany(good);
        const tree = this.service.tree;
        if (tree)
          await tree.refreshFlags(
            trx,
            good.map((g) => g[tree.parentField]),
          );
        await this.service.afterWrite({
          trx,
          mode: 'import',
          ids: good.map((g) => String(g.id)),
        });
      });
      this.outcome.successCount += good.length;
    } catch (error) {
      const kind = classifyDbError(error);
      if (!kind) throw error;
      const message = kind === 'unique' ? '与已有数据重复，本批未保存' : '数据无法保存，本批未保存';
      for (const r of goodRows) this.reject(r.rowNumber, r.cells, message);
    }
  }
}

async function writeErrorReport(
  service: ResourceService,
  actor: Actor,
  outcome: ImportOutcome,
): Promise<string> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
  const sheet = workbook.addWorksheet('错误数据');
  const name = `${randomBytes(16).toString('hex')}.xlsx`;
  const key = `import-errors/${actor.userId}/${name}`;
  const stored = service.ctx.storage.put(key, out);
  sheet.addRow(['行号', ...outcome.headers, '错误信息']).commit();
  for (const e of outcome.errors) sheet.addRow([e.rowNumber, ...e.cells, e.message]).commit();
  sheet.commit();
  await workbook.commit();
  await stored;
  return `/sys/common/importErrors/${name}`;
}

function parentOf(service: ResourceService, request: FastifyRequest): string | undefined {
  const key = service.def.parentKey;
  if (!key) return undefined;
  return service.parentOf(request.query as Record<string, unknown>);
}

/** `POST <path>/importExcel`: every file of the multipart request, then one answer. */
export async function importExcel(
  service: ResourceService,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传 Excel 文件');
  const actor = await service.actorFor(request);
  const scope = await service.scopeFor(request);
  const parent = parentOf(service, request);
  await service.requireParentRecord(parent, scope);
  const lookup = await loadDictLookup(service.ctx.db, dictCodesOf(service.def));
  const tmpRoot = path.join(service.ctx.config.dataDir, 'tmp');
  await mkdir(tmpRoot, { recursive: true });
  const tmp = new LocalDiskStorage(tmpRoot);
  const importer = new RowImporter(service, lookup, actor, scope, parent);
  let files = 0;

  for await (const file of request.files({ limits: { fileSize: IMPORT_MAX_BYTES, files: 10 } })) {
    const stored = await receiveUpload(tmp, file, {
      folder: 'import',
      allowed: EXCEL_EXTENSIONS,
      maxBytes: IMPORT_MAX_BYTES,
      day: service.ctx.clock.nowText().slice(0, 10).replaceAll('-', ''),
    });
    files++;
    try {
      let rowNumber = 0;
      for await (const cells of readRows(
        path.join(tmpRoot, stored.key),
        stored.ext as 'xls' | 'xlsx',
      )) {
        rowNumber++;
        if (rowNumber === 1) importer.setHeader(cells);
        else await importer.add(rowNumber, cells);
      }
      await importer.flush();
    } finally {
      await tmp.remove(stored.key);
    }
  }
  if (!files) throw badRequest('请选择要导入的 Excel 文件');

  const { successCount, errorCount } = importer.outcome;
  if (!errorCount) {
    return reply.send(
      ok({ successCount, errorCount }, `文件导入成功！共导入 ${successCount} 条数据`),
    );
  }
  const fileUrl = await writeErrorReport(service, actor, importer.outcome);
  return reply.code(BODY_CODE.importPartial).send({
    ...ok({ successCount, errorCount, fileUrl }),
    code: BODY_CODE.importPartial,
    message: `导入完成：成功 ${successCount} 条，失败 ${errorCount} 条，请下载错误报告查看原因`,
  });
}
