import path from 'node:path';
import {
  type ApiResponse,
  BODY_CODE,
  IMPORT_ID_PATTERN,
  IMPORT_PREVIEW_SAMPLES,
  type ImportPreview,
  type ImportProgress,
} from '@vets/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../envelope.js';
import { badRequest, HttpError, isHttpError } from '../../errors.js';
import { importUploads } from '../../files/import-uploads.js';
import { EXCEL_EXTENSIONS, IMPORT_MAX_BYTES } from '../../files/upload-policy.js';
import { receiveUpload } from '../../files/upload-receiver.js';
import type { Actor } from '../actor.js';
import { dictCodesOf, loadDictLookup } from '../dict-lookup.js';
import type { ResourceService, ServiceLookup } from '../resource-service.js';
import { writeErrorReport } from './excel-error-report.js';
import { TimeSlicer } from './excel-pacing.js';
import { refCodecs, refContext } from './excel-ref-codecs.js';
import { RowImporter } from './excel-row-importer.js';
import { readRows } from './excel-rows.js';
import { importProgress } from './import-progress.js';

function parentOf(service: ResourceService, request: FastifyRequest): string | undefined {
  const key = service.def.parentKey;
  if (!key) return undefined;
  return service.parentOf(request.query as Record<string, unknown>);
}

/** The id the client gave this import to follow its progress, if any. */
function importIdOf(request: FastifyRequest): string | undefined {
  const raw = (request.query as Record<string, unknown>).importId;
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !IMPORT_ID_PATTERN.test(raw))
    throw badRequest('importId 参数无效');
  return raw;
}

/** A file refused after earlier rows were saved says so: those rows stay. */
function alreadyWritten(error: unknown, written: number): unknown {
  if (!written || !isHttpError(error) || error.statusCode >= 500) return error;
  return new HttpError(error.statusCode, `${error.message}（此前的 ${written} 条数据已导入）`);
}

const skippedText = (n: number) => (n ? `，${n} 条与已有数据相同，已跳过` : '');

interface ImportRun {
  importer: RowImporter;
  actor: Actor;
  slicer: TimeSlicer;
  progress: ImportProgress;
}

/**
 * Reads every file of the multipart request through one importer, then answers with `answer`;
 * with `?importId=`, `GET <path>/importProgress` shows rows read and written meanwhile. A dry
 * run (the preview) checks every row as the import does and writes nothing.
 */
async function runImport<T>(
  service: ResourceService,
  services: ServiceLookup,
  request: FastifyRequest,
  dryRun: boolean,
  answer: (run: ImportRun) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传 Excel 文件');
  const actor = await service.actorFor(request);
  await service.guardAdd(actor);
  const scope = await service.scopeFor(request);
  const parent = parentOf(service, request);
  await service.requireParentRecord(parent, scope);
  const importId = importIdOf(request);
  const progress = importProgress.start(actor.userId, importId, Boolean(service.def.importKey));
  try {
    const slicer = new TimeSlicer();
    const importer = new RowImporter(service, {
      dicts: await loadDictLookup(service.ctx.db, dictCodesOf(service.def)),
      codecs: refCodecs(
        service.def,
        refContext(service, scope, services),
        actor,
        service.ctx.config.installProvince,
      ),
      actor,
      scope,
      parent,
      progress,
      slicer,
      dryRun,
    });
    const uploads = importUploads(service.ctx.config.dataDir);
    let files = 0;
    const limits = { fileSize: IMPORT_MAX_BYTES, files: 10 };
    for await (const file of request.files({ limits })) {
      const stored = await receiveUpload(uploads.storage, file, {
        folder: uploads.folder,
        allowed: EXCEL_EXTENSIONS,
        maxBytes: IMPORT_MAX_BYTES,
        day: service.ctx.clock.nowText().slice(0, 10).replaceAll('-', ''),
      });
      files++;
      try {
        let rowNumber = 0;
        const filePath = path.join(uploads.root, stored.key);
        const ext = stored.ext as 'xls' | 'xlsx';
        for await (const cells of readRows(filePath, ext, service.ctx.config.importLimits)) {
          rowNumber++;
          if (rowNumber === 1) importer.setHeader(cells);
          else await importer.add(rowNumber, cells);
        }
        if (!rowNumber) throw badRequest('文件中没有可读取的工作表，请下载导入模板，按模板填写');
        await importer.flush();
      } catch (error) {
        throw alreadyWritten(error, dryRun ? 0 : importer.totals.successCount);
      } finally {
        await uploads.storage.remove(stored.key);
      }
    }
    if (!files) throw badRequest('请选择要导入的 Excel 文件');
    return await answer({ importer, actor, slicer, progress });
  } finally {
    importProgress.finish(actor.userId, importId);
  }
}

/** The error report of the refused rows: the file's own columns, 错误原因, red cells. */
function errorReport(service: ResourceService, { importer, actor, slicer, progress }: ImportRun) {
  progress.phase = 'report';
  return writeErrorReport(
    service.ctx.storage,
    actor.userId,
    importer.reportHeaders,
    importer.errors,
    slicer,
  );
}

/** `POST <path>/importExcel`: every file of the multipart request, then one answer. */
export async function importExcel(
  service: ResourceService,
  services: ServiceLookup,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  return runImport(service, services, request, false, async (run) => {
    const { successCount, updatedCount, errorCount, skippedCount } = run.importer.totals;
    const keyed = Boolean(service.def.importKey);
    const result = { successCount, errorCount, skippedCount, ...(keyed ? { updatedCount } : {}) };
    const split = keyed
      ? `（新增 ${successCount - updatedCount} 条，更新 ${updatedCount} 条）`
      : '';
    if (!errorCount) {
      const message = `文件导入成功！共导入 ${successCount} 条数据${split}${skippedText(skippedCount)}`;
      return reply.send(ok(result, message));
    }
    const fileUrl = await errorReport(service, run);
    return reply.code(BODY_CODE.importPartial).send({
      ...ok({ ...result, fileUrl }),
      code: BODY_CODE.importPartial,
      message: `导入完成：成功 ${successCount} 条${split}，失败 ${errorCount} 条${skippedText(skippedCount)}，请下载错误报告查看原因`,
    });
  });
}

/**
 * `POST <path>/importPreview`: what `importExcel` would do with the same files, by every check
 * the import makes, writing nothing but the error report. A row the database itself would refuse
 * on writing (a constraint the definition does not declare) cannot be foreseen.
 */
export async function importPreview(
  service: ResourceService,
  services: ServiceLookup,
  request: FastifyRequest,
): Promise<ApiResponse<ImportPreview>> {
  return runImport(service, services, request, true, async (run) => {
    const { successCount, updatedCount, errorCount, skippedCount } = run.importer.totals;
    const preview: ImportPreview = {
      addCount: successCount - updatedCount,
      updateCount: updatedCount,
      unchangedCount: skippedCount,
      errorCount,
      samples: {
        errors: run.importer.errors
          .slice(0, IMPORT_PREVIEW_SAMPLES)
          .map((e) => ({ row: e.rowNumber, reason: e.messages.join('；') })),
      },
    };
    if (errorCount) preview.fileUrl = await errorReport(service, run);
    const message = `预检完成：将新增 ${preview.addCount} 条，将更新 ${updatedCount} 条，未变化 ${skippedCount} 条，有误 ${errorCount} 条`;
    return ok(preview, message);
  });
}
