import {
  isCityCode,
  isProvinceCode,
  type PortalCompanyDetail,
  type PortalHomeStats,
  type PortalJobFairDetail,
  type PortalPositionDetail,
  portalApi,
  regionPrefix,
  workNature,
} from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { portalReadConfig } from '../../../core/anonymous-rate-limit.js';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { notFound } from '../../../core/errors.js';
import { pageResult } from '../../../core/page-result.js';
import { dictText } from '../../../core/resource/dict-lookup.js';
import { containsText, startsWithText } from '../../../db/like.js';
import {
  COMPANY_CARD_COLUMNS,
  companyCards,
  FAIR_CARD_COLUMNS,
  fairCards,
  POSITION_CARD_COLUMNS,
  portalDicts,
  positionCard,
  visibleCompanies,
  visibleFairs,
  visiblePositions,
} from '../portal.js';
import { recruitmentDb } from '../tables.js';

/**
 * The portal's recruitment reads: anonymous, read-only, rate limited. Positions show only when
 * published, unexpired and of an approved company; no contact person, phone or personal field
 * ever leaves here.
 */
export const recruitmentPortalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const config = portalReadConfig(ctx);
  const today = () => ctx.clock.nowText().slice(0, 10);

  serve(
    app,
    portalApi.positionList,
    async (request) => {
      const {
        keyword: kw,
        regionCode: region,
        categoryId,
        companyId,
        pageNo,
        pageSize,
      } = request.query;
      let q = visiblePositions(recruitmentDb(ctx.db), today());
      if (kw) q = q.where(containsText('p.search_text', kw));
      if (region) {
        if (isProvinceCode(region)) q = q.where('p.provinceCode', '=', region);
        else if (isCityCode(region)) q = q.where('p.cityCode', '=', region);
        else q = q.where('p.regionCode', '=', region);
      }
      if (categoryId)
        q = q.where((eb) =>
          eb.or([eb('p.categoryId', '=', categoryId), eb('p.categoryParentId', '=', categoryId)]),
        );
      if (companyId) q = q.where('p.companyId', '=', companyId);
      const [{ total }, rows, dicts] = await Promise.all([
        q
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow()
          .then((r) => [r]),
        q
          .select(POSITION_CARD_COLUMNS)
          .orderBy('p.publishTime', 'desc')
          .orderBy('p.id')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        portalDicts(ctx),
      ]).then(([t, r, d]) => [t[0]!, r, d] as const);
      return ok(
        pageResult(
          rows.map((r) => positionCard(r, dicts)),
          Number(total),
          pageNo,
          pageSize,
        ),
      );
    },
    { config },
  );

  serve(
    app,
    portalApi.positionById,
    async (request) => {
      const row = await visiblePositions(recruitmentDb(ctx.db), today())
        .select([
          ...POSITION_CARD_COLUMNS,
          'p.description',
          'p.workAddress',
          'p.workNature',
          'p.ageMin',
          'p.ageMax',
          'p.skillTags',
          'p.viewCount',
        ])
        .where('p.id', '=', request.query.id)
        .executeTakeFirst();
      if (!row) throw notFound('岗位不存在或已下线');
      await recruitmentDb(ctx.db)
        .updateTable('zpPosition')
        .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      const dicts = await portalDicts(ctx);
      const detail: PortalPositionDetail = {
        ...positionCard(row, dicts),
        description: row.description,
        workAddress: row.workAddress,
        workNatureText: dictText(dicts.get(workNature.code), row.workNature),
        ageMin: row.ageMin,
        ageMax: row.ageMax,
        skillTags: row.skillTags,
        viewCount: (row.viewCount ?? 0) + 1,
      };
      return ok(detail);
    },
    { config },
  );

  serve(
    app,
    portalApi.companyList,
    async (request) => {
      const { keyword: kw, regionCode: region, industry, pageNo, pageSize } = request.query;
      let q = visibleCompanies(recruitmentDb(ctx.db));
      if (kw) q = q.where(containsText('c.company_name', kw));
      if (region) q = q.where(startsWithText('c.region_code', regionPrefix(region)));
      if (industry)
        q = q.where((eb) => eb.or([eb('c.industry', '=', industry), eb('cat.pid', '=', industry)]));
      const { total } = await q
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await q
        .select(COMPANY_CARD_COLUMNS)
        .orderBy('c.veteranPriority', 'desc')
        .orderBy('c.auditTime', 'desc')
        .orderBy('c.id')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return ok(
        pageResult(await companyCards(ctx, rows, today()), Number(total), pageNo, pageSize),
      );
    },
    { config },
  );

  serve(
    app,
    portalApi.companyById,
    async (request) => {
      const row = await visibleCompanies(recruitmentDb(ctx.db))
        .select([...COMPANY_CARD_COLUMNS, 'c.introduction', 'c.address'])
        .where('c.id', '=', request.query.id)
        .executeTakeFirst();
      if (!row) throw notFound('企业不存在或未通过审核');
      const [card] = await companyCards(ctx, [row], today());
      const rating = await recruitmentDb(ctx.db)
        .selectFrom('zpCompanyEvaluation')
        .select([
          (eb) => eb.fn.avg<number>('score').as('avg'),
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where('companyId', '=', row.id)
        .executeTakeFirstOrThrow();
      const detail: PortalCompanyDetail = {
        ...card!,
        introduction: row.introduction,
        address: row.address,
        averageScore: rating.avg === null ? null : Math.round(Number(rating.avg) * 10) / 10,
        evaluationCount: Number(rating.n),
      };
      return ok(detail);
    },
    { config },
  );

  serve(
    app,
    portalApi.jobFairList,
    async (request) => {
      const { keyword: kw, fairType, pageNo, pageSize } = request.query;
      let q = visibleFairs(recruitmentDb(ctx.db));
      if (kw) q = q.where(containsText('f.title', kw));
      if (fairType) q = q.where('f.fairType', '=', fairType);
      const { total } = await q
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await q
        .select(FAIR_CARD_COLUMNS)
        .orderBy('f.startTime', 'desc')
        .orderBy('f.id')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return ok(pageResult(await fairCards(ctx, rows), Number(total), pageNo, pageSize));
    },
    { config },
  );

  serve(
    app,
    portalApi.jobFairById,
    async (request) => {
      const row = await visibleFairs(recruitmentDb(ctx.db))
        .select([...FAIR_CARD_COLUMNS, 'f.description'])
        .where('f.id', '=', request.query.id)
        .executeTakeFirst();
      if (!row) throw notFound('招聘会不存在或未发布');
      const [card] = await fairCards(ctx, [row]);
      const booths = await recruitmentDb(ctx.db)
        .selectFrom('zpFairBooth as b')
        .innerJoin('zpCompany as c', 'c.id', 'b.companyId')
        .select(['c.id', 'c.companyName', 'b.boothNo', 'b.positionIds'])
        .where('b.fairId', '=', row.id)
        .where('b.status', '=', '1')
        .where('c.auditStatus', '=', '1')
        .orderBy('b.boothNo')
        .execute();
      const ids = booths.flatMap((b) => b.positionIds.split(',').filter(Boolean));
      const dicts = await portalDicts(ctx);
      const positions = ids.length
        ? (
            await visiblePositions(recruitmentDb(ctx.db), today())
              .select(POSITION_CARD_COLUMNS)
              .where('p.id', 'in', ids)
              .execute()
          ).map((p) => positionCard(p, dicts))
        : [];
      const detail: PortalJobFairDetail = {
        ...card!,
        description: row.description,
        companies: booths.map((b) => ({
          id: b.id,
          companyName: b.companyName,
          boothNo: b.boothNo,
          positions: positions.filter((p) => p.companyId === b.id),
        })),
      };
      return ok(detail);
    },
    { config },
  );

  serve(
    app,
    portalApi.home,
    async () => {
      const day = today();
      const dicts = await portalDicts(ctx);
      const hot = await visiblePositions(recruitmentDb(ctx.db), day)
        .select(POSITION_CARD_COLUMNS)
        .orderBy((eb) => eb('p.viewCount', '+', eb.ref('p.applyCount')), 'desc')
        .orderBy('p.publishTime', 'desc')
        .orderBy('p.id')
        .limit(8)
        .execute();
      const fairs = await visibleFairs(recruitmentDb(ctx.db))
        .select(FAIR_CARD_COLUMNS)
        .orderBy('f.startTime', 'desc')
        .orderBy('f.id')
        .limit(4)
        .execute();
      const companies = await visibleCompanies(recruitmentDb(ctx.db))
        .select(COMPANY_CARD_COLUMNS)
        .orderBy('c.veteranPriority', 'desc')
        .orderBy('c.auditTime', 'desc')
        .orderBy('c.id')
        .limit(8)
        .execute();
      const totals = await visiblePositions(recruitmentDb(ctx.db), day)
        .select([
          (eb) => eb.fn.countAll<number>().as('n'),
          (eb) => eb.fn.sum<number>('p.headcount').as('headcount'),
        ])
        .executeTakeFirstOrThrow();
      const companyCount = await visibleCompanies(recruitmentDb(ctx.db))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const fairCount = await visibleFairs(recruitmentDb(ctx.db))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const stats: PortalHomeStats = {
        companyCount: Number(companyCount.n),
        positionCount: Number(totals.n),
        jobFairCount: Number(fairCount.n),
        headcount: Number(totals.headcount ?? 0),
      };
      return ok({
        stats,
        hotPositions: hot.map((p) => positionCard(p, dicts)),
        latestFairs: await fairCards(ctx, fairs),
        featuredCompanies: await companyCards(ctx, companies, day),
      });
    },
    { config },
  );
};
