import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.js';
import ExcelJS from '../../excel/exceljs.js';
import { dictCodesOf } from '../dict-lookup.js';
import { sensitiveFields } from '../mask-records.js';
import type { ResourceService } from '../resource-service.js';
import { columnFormat, columnWidth, exportColumns } from './excel-columns.js';
import { ExportCells } from './excel-export-cells.js';
import { TimeSlicer } from './excel-pacing.js';
import { refCodecs, refContext } from './excel-ref-codecs.js';

/** Rows read, labelled and written together; small enough to keep each step short. */
const CHUNK = 200;
const MAX_EXPORT_ROWS = 1_000_000;

export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams the selected rows, or every row the list filter matches, as an .xlsx with Chinese
 * headers and what the page shows in the cells (labels, names, 是/否, dates, masked personal
 * fields). Rows are read in chunks by id, so memory stays flat however many rows match, and the
 * work pauses between slices so that other requests are answered meanwhile.
 */
export async function streamExport(
  service: ResourceService,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const query = request.query as Record<string, unknown>;
  const actor = await service.actorFor(request);
  const spec = service.listSpec(query, actor);
  const scope = service.listScope(await service.scopeFor(request, 'read'), spec);
  const selections =
    typeof query.selections === 'string' && query.selections !== ''
      ? query.selections.split(',')
      : null;
  if (selections && selections.length > MAX_EXPORT_ROWS) throw badRequest('选择的记录过多');
  if (!selections) service.requireParent(spec);

  const ids = selections ?? (await service.store.orderedIds(spec, scope, MAX_EXPORT_ROWS));
  const columns = exportColumns(service.def, spec.columns.length ? spec.columns : null);
  const keys = columns.map((c) => c.key);
  const cells = new ExportCells(
    columns,
    await service.ctx.dictCache.lookup(dictCodesOf(service.def, keys)),
    refCodecs(
      service.def,
      refContext(service, null, undefined),
      actor,
      service.ctx.config.installProvince,
    ),
  );
  const masked = sensitiveFields(service.def, keys);

  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(service.def.title);
  sheet.columns = columns.map(({ key, field }) => {
    const numFmt = columnFormat(field);
    return {
      header: field.label,
      key,
      width: columnWidth(field),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    const slicer = new TimeSlicer();
    const fetchColumns = ['id', ...keys];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunkIds = ids.slice(i, i + CHUNK);
      const rows = await service.store.byIds(chunkIds, fetchColumns, scope);
      await service.maskFor(rows, actor, scope, masked);
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      const ordered = chunkIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
      for (const values of await cells.rows(ordered)) sheet.addRow(values).commit();
      // Let the response drain before the next chunk, so memory stays flat.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      await slicer.tick();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    request.log.error({ err: error }, 'export failed');
    out.destroy(error as Error);
  });

  const fileName = `${service.def.title}_${service.ctx.clock.nowText().slice(0, 10)}.xlsx`;
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', attachmentHeader(fileName))
    .send(out);
}
