import path from 'node:path';
import { BODY_CODE, IMPORT_ID_PATTERN } from '@vets/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../envelope.js';
import { badRequest, HttpError, isHttpError } from '../errors.js';
import { importUploads } from '../files/import-uploads.js';
import { EXCEL_EXTENSIONS, IMPORT_MAX_BYTES } from '../files/upload-policy.js';
import { receiveUpload } from '../files/upload-receiver.js';
import { dictCodesOf, loadDictLookup } from './dict-lookup.js';
import { writeErrorReport } from './excel-error-report.js';
import { TimeSlicer } from './excel-pacing.js';
import { refCodecs, refContext } from './excel-ref-codecs.js';
import { RowImporter } from './excel-row-importer.js';
import { readRows } from './excel-rows.js';
import { importProgress } from './import-progress.js';
import type { ResourceService, ServiceLookup } from './resource-service.js';

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

/**
 * `POST <path>/importExcel`: every file of the multipart request, then one answer; with
 * `?importId=`, `GET <path>/importProgress` shows rows read and written meanwhile.
 */
export async function importExcel(
  service: ResourceService,
  services: ServiceLookup,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传 Excel 文件');
  const actor = await service.actorFor(request);
  const scope = await service.scopeFor(request);
  const parent = parentOf(service, request);
  await service.requireParentRecord(parent, scope);
  const importId = importIdOf(request);
  const progress = importProgress.start(actor.userId, importId);
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
        for await (const cells of readRows(filePath, stored.ext as 'xls' | 'xlsx')) {
          rowNumber++;
          if (rowNumber === 1) importer.setHeader(cells);
          else await importer.add(rowNumber, cells);
        }
        if (!rowNumber) throw badRequest('文件中没有可读取的工作表，请下载导入模板，按模板填写');
        await importer.flush();
      } catch (error) {
        throw alreadyWritten(error, importer.totals.successCount);
      } finally {
        await uploads.storage.remove(stored.key);
      }
    }
    if (!files) throw badRequest('请选择要导入的 Excel 文件');

    const { successCount, errorCount, skippedCount } = importer.totals;
    const result = { successCount, errorCount, skippedCount };
    if (!errorCount) {
      const message = `文件导入成功！共导入 ${successCount} 条数据${skippedText(skippedCount)}`;
      return reply.send(ok(result, message));
    }
    progress.phase = 'report';
    const fileUrl = await writeErrorReport(
      service.ctx.storage,
      actor.userId,
      importer.reportHeaders,
      importer.errors,
      slicer,
    );
    return reply.code(BODY_CODE.importPartial).send({
      ...ok({ ...result, fileUrl }),
      code: BODY_CODE.importPartial,
      message: `导入完成：成功 ${successCount} 条，失败 ${errorCount} 条${skippedText(skippedCount)}，请下载错误报告查看原因`,
    });
  } finally {
    importProgress.finish(actor.userId, importId);
  }
}
