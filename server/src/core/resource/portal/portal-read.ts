import { portalEndpoints, type ResourceDef } from '@vets/contracts';
import type { FastifyInstance } from 'fastify';
import { portalReadConfig } from '../../anonymous-rate-limit.js';
import { serve } from '../../api-route.js';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../envelope.js';
import { notFound } from '../../errors.js';
import { pageResult } from '../../page-result.js';
import type { PortalExtras } from '../resource-binding.js';
import { asAnyDb } from '../resource-store.js';
import { inPortalOrder, publicRecords } from './portal-query.js';
import { portalRecords } from './portal-records.js';

type Row = Record<string, unknown>;

/**
 * The portal's list and detail of a definition with a projection (`def.portal`): public records
 * only, in its order, each field as its kind shows it; a detail read counts a view.
 */
export function registerPortalRead(
  app: FastifyInstance,
  ctx: AppContext,
  def: ResourceDef,
  extras: PortalExtras = {},
): void {
  const p = def.portal;
  if (!p) return;
  const api = portalEndpoints(def);
  const config = portalReadConfig(ctx);
  const sources = {
    db: ctx.db,
    dictCache: ctx.dictCache,
    homeProvince: ctx.config.installProvince,
  };
  const detailKeys = [...p.card, ...(p.detail ?? [])];
  const withExtras = async (rows: Row[], records: Row[]) => {
    const more = extras.card ? await extras.card(rows) : [];
    return records.map((r, i) => ({ ...r, ...more[i] }));
  };

  serve(
    app,
    api.list,
    async (request) => {
      const { pageNo, pageSize } = request.query;
      const q = publicRecords(ctx.db, def, request.query);
      const [count, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
        inPortalOrder(q.select(['id', ...p.card]), p)
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
      ]);
      const records = await withExtras(rows, await portalRecords(sources, def, rows, p.card));
      return ok(pageResult(records, Number(count.total), pageNo, pageSize) as never);
    },
    { config },
  );

  serve(
    app,
    api.queryById,
    async (request) => {
      const row: Row | undefined = await publicRecords(ctx.db, def, {})
        .selectAll()
        .where('id', '=', request.query.id)
        .executeTakeFirst();
      if (!row) throw notFound(p.notFound);
      if (p.views) {
        await asAnyDb(ctx.db)
          .updateTable(def.table)
          .set((eb) => ({ [p.views!]: eb(p.views!, '+', 1) }))
          .where('id', '=', row.id)
          .execute();
        row[p.views] = Number(row[p.views] ?? 0) + 1;
      }
      const [record] = await withExtras(
        [row],
        await portalRecords(sources, def, [row], detailKeys),
      );
      const more = extras.detail ? await extras.detail(row) : {};
      return ok({ ...record, ...more } as never);
    },
    { config },
  );
}
