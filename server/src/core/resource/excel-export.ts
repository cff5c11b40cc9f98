import { PassThrough } from 'node:stream';
import { fieldInExcel } from '@vets/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';
import ExcelJS from '../excel/exceljs.js';
import { dictCodesOf, dictText } from './dict-lookup.js';
import { maskRecords, sensitiveFields } from './mask-records.js';
import type { ResourceService } from './resource-service.js';
import { writeSensitiveReadLog } from './sensitive-read-log.js';

const CHUNK = 1000;
const MAX_EXPORT_ROWS = 1_000_000;

export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The export columns: declared Excel fields, limited to `field` when the client sends it. */
function exportColumns(service: ResourceService, requested: string[] | null) {
  return Object.entries(service.def.fields).filter(
    ([key, f]) => fieldInExcel(f) && (!requested || requested.includes(key)),
  );
}

/**
 * Streams the selected rows, or every row the list filter matches, as an .xlsx with Chinese
 * headers, dictionary texts and masked personal fields. Rows are read in chunks by id, so
 * memory stays flat however many rows match.
 */
export async function streamExport(
  service: ResourceService,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const query = request.query as Record<string, unknown>;
  const spec = service.listSpec(query);
  const scope = await service.scopeFor(request);
  const actor = await service.actorFor(request);
  const selections =
    typeof query.selections === 'string' && query.selections !== ''
      ? query.selections.split(',')
      : null;
  if (selections && selections.length > MAX_EXPORT_ROWS) throw badRequest('选择的记录过多');
  if (!selections) service.requireParent(spec);

  const ids = selections ?? (await service.store.orderedIds(spec, scope, MAX_EXPORT_ROWS));
  const columns = exportColumns(service, spec.columns.length ? spec.columns : null);
  const lookup = await service.ctx.dictCache.lookup(dictCodesOf(service.def));
  const masked = sensitiveFields(
    service.def,
    columns.map(([key]) => key),
  );
  if (masked.length && actor.canSeeSensitive && ids.length) {
    await writeSensitiveReadLog(service.ctx, actor, service.def, ids.length);
  }

  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(service.def.title);
  sheet.columns = columns.map(([key, f]) => ({
    header: f.label,
    key,
    width: Math.max(12, Math.min(40, Math.round((f.width ?? 120) / 8))),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const cell = (key: string, row: Record<string, unknown>) => {
    const f = service.def.fields[key]!;
    const value = row[key];
    if (value === null || value === undefined) return null;
    if (f.dict) return dictText(lookup.get(f.dict), value);
    return value;
  };

  const write = async () => {
    const fetchColumns = ['id', ...columns.map(([key]) => key)];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunkIds = ids.slice(i, i + CHUNK);
      const rows = await service.store.byIds(chunkIds, fetchColumns, scope);
      if (!actor.canSeeSensitive) maskRecords(masked, rows);
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      for (const id of chunkIds) {
        const row = byId.get(id);
        if (!row) continue;
        sheet.addRow(Object.fromEntries(columns.map(([key]) => [key, cell(key, row)]))).commit();
      }
      // Let the response drain before the next chunk, so memory stays flat.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
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
