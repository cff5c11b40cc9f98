import {
  agriCategory,
  agriStage,
  showcasePortalApi as api,
  type PortalAgriProductCard,
  type PortalAgriProjectCard,
  showcaseStatus,
} from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { portalReadConfig } from '../../../../core/anonymous-rate-limit.js';
import { serve } from '../../../../core/api-route.js';
import type { AppContext } from '../../../../core/app-context.js';
import { ok } from '../../../../core/envelope.js';
import { notFound } from '../../../../core/errors.js';
import { pageResult } from '../../../../core/page-result.js';
import { dictText } from '../../../../core/resource/dict-lookup.js';
import { containsText } from '../../../../db/like.js';
import { regionLabels, withinRegion } from '../services/portal-support.js';
import { type ShowcaseDb, showcaseDb } from '../tables.js';

const PUBLISHED = showcaseStatus.values.published;

const visibleProjects = (db: ShowcaseDb) =>
  db.selectFrom('cyAgriProject as pj').where('pj.status', '=', PUBLISHED);

/** A product shows while it and its project are both published. */
const visibleProducts = (db: ShowcaseDb) =>
  db
    .selectFrom('cyAgriProduct as p')
    .innerJoin('cyAgriProject as pj', 'pj.id', 'p.projectId')
    .where('p.status', '=', PUBLISHED)
    .where('pj.status', '=', PUBLISHED);

const PROJECT_COLUMNS = [
  'pj.id',
  'pj.projectName',
  'pj.operatorName',
  'pj.regionCode',
  'pj.scale',
  'pj.produce',
  'pj.stage',
  'pj.summary',
  'pj.cover',
] as const;

const PRODUCT_COLUMNS = [
  'p.id',
  'p.productName',
  'p.projectId',
  'pj.projectName',
  'p.category',
  'p.spec',
  'p.priceMin',
  'p.priceMax',
  'p.priceUnit',
  'p.originRegion',
  'pj.regionCode as projectRegion',
  'p.image',
  'p.salesChannel',
] as const;

type ProjectRow = Omit<PortalAgriProjectCard, 'regionName' | 'stageText' | 'productCount'>;

async function projectCards(ctx: AppContext, rows: ProjectRow[]): Promise<PortalAgriProjectCard[]> {
  const ids = rows.map((r) => r.id);
  const [dicts, region, counts] = await Promise.all([
    ctx.dictCache.lookup([agriStage.code]),
    regionLabels(
      ctx,
      rows.map((r) => r.regionCode),
    ),
    ids.length
      ? visibleProducts(showcaseDb(ctx.db))
          .select(['p.projectId', (eb) => eb.fn.countAll<number>().as('n')])
          .where('p.projectId', 'in', ids)
          .groupBy('p.projectId')
          .execute()
      : Promise.resolve([]),
  ]);
  const countOf = new Map(counts.map((c) => [c.projectId, Number(c.n)]));
  return rows.map((r) => ({
    ...r,
    regionName: region(r.regionCode),
    stageText: dictText(dicts.get(agriStage.code), r.stage),
    productCount: countOf.get(r.id) ?? 0,
  }));
}

interface ProductRow {
  id: string;
  productName: string;
  projectId: string;
  projectName: string;
  category: string;
  spec: string | null;
  priceMin: number | null;
  priceMax: number | null;
  priceUnit: string | null;
  originRegion: string | null;
  projectRegion: string;
  image: string | null;
  salesChannel: string | null;
}

async function productCards(ctx: AppContext, rows: ProductRow[]): Promise<PortalAgriProductCard[]> {
  const origin = (r: ProductRow) => r.originRegion ?? r.projectRegion;
  const [dicts, region] = await Promise.all([
    ctx.dictCache.lookup([agriCategory.code]),
    regionLabels(ctx, rows.map(origin)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    productName: r.productName,
    projectId: r.projectId,
    projectName: r.projectName,
    category: r.category,
    categoryText: dictText(dicts.get(agriCategory.code), r.category),
    spec: r.spec,
    // PostgreSQL's double precision arrives as a number; keep it one on every dialect.
    priceMin: r.priceMin === null ? null : Number(r.priceMin),
    priceMax: r.priceMax === null ? null : Number(r.priceMax),
    priceUnit: r.priceUnit,
    originName: region(origin(r)),
    image: r.image,
    salesChannel: r.salesChannel,
  }));
}

/**
 * 农业创新平台 on the portal: published projects with their published products, and the
 * products by category and region (of origin, else of the project's base).
 */
export const agriPortalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const config = portalReadConfig(ctx);

  serve(
    app,
    api.agriProjectList,
    async (request) => {
      const { keyword, stage, regionCode, pageNo, pageSize } = request.query;
      let q = visibleProjects(showcaseDb(ctx.db));
      if (keyword)
        q = q.where((eb) =>
          eb.or([
            containsText('pj.project_name', keyword),
            containsText('pj.produce', keyword),
            containsText('pj.operator_name', keyword),
          ]),
        );
      if (stage) q = q.where('pj.stage', '=', stage);
      if (regionCode) q = q.where(withinRegion('pj.region_code', regionCode));
      const { total } = await q
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await q
        .select(PROJECT_COLUMNS)
        .orderBy('pj.publishTime', 'desc')
        .orderBy('pj.id')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return ok(pageResult(await projectCards(ctx, rows), Number(total), pageNo, pageSize));
    },
    { config },
  );

  serve(
    app,
    api.agriProjectById,
    async (request) => {
      const db = showcaseDb(ctx.db);
      const row = await visibleProjects(db)
        .select(PROJECT_COLUMNS)
        .where('pj.id', '=', request.query.id)
        .executeTakeFirst();
      if (!row) throw notFound('农业项目不存在或未发布');
      const products = await visibleProducts(db)
        .select(PRODUCT_COLUMNS)
        .where('p.projectId', '=', row.id)
        .orderBy('p.category')
        .orderBy('p.productName')
        .execute();
      const [card] = await projectCards(ctx, [row]);
      return ok({ ...card!, products: await productCards(ctx, products) });
    },
    { config },
  );

  serve(
    app,
    api.agriProductList,
    async (request) => {
      const { keyword, category, regionCode, projectId, pageNo, pageSize } = request.query;
      let q = visibleProducts(showcaseDb(ctx.db));
      if (keyword)
        q = q.where((eb) =>
          eb.or([
            containsText('p.product_name', keyword),
            containsText('pj.project_name', keyword),
          ]),
        );
      if (category) q = q.where('p.category', '=', category);
      if (projectId) q = q.where('p.projectId', '=', projectId);
      if (regionCode)
        q = q.where((eb) =>
          eb.or([
            withinRegion('p.origin_region', regionCode),
            eb.and([eb('p.originRegion', 'is', null), withinRegion('pj.region_code', regionCode)]),
          ]),
        );
      const { total } = await q
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await q
        .select(PRODUCT_COLUMNS)
        .orderBy('p.publishTime', 'desc')
        .orderBy('p.id')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return ok(pageResult(await productCards(ctx, rows), Number(total), pageNo, pageSize));
    },
    { config },
  );

  serve(
    app,
    api.agriProductById,
    async (request) => {
      const row = await visibleProducts(showcaseDb(ctx.db))
        .select([...PRODUCT_COLUMNS, 'p.intro'])
        .where('p.id', '=', request.query.id)
        .executeTakeFirst();
      if (!row) throw notFound('农产品不存在或未发布');
      const [card] = await productCards(ctx, [row]);
      return ok({ ...card!, intro: row.intro });
    },
    { config },
  );
};
