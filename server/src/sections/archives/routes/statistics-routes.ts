import {
  isPeriodClosed,
  PERIOD_PATTERNS,
  type PeriodType,
  periodRange,
  statisticsApi,
} from '@vets/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, conflict, forbidden, notFound } from '../../../core/errors.js';
import { attachmentHeader } from '../../../core/resource/excel/excel-export.js';
import { exportFileName, summaryWorkbook } from '../services/statistics-export.js';
import { callerRegion, isCountyCode } from '../services/statistics-regions.js';
import { figuresOf, resolveQuery, summaryOf, trendOf } from '../services/statistics-service.js';
import { deleteSignOff, findSignOff, writeSignOff } from '../services/statistics-sign-offs.js';
import { statisticsDb } from '../services/statistics-tables.js';
import { traceOf } from '../services/statistics-trace.js';

interface SignOffBody {
  periodType: PeriodType;
  period: string;
  regionCode: string;
}

/** The county and period a sign-off (or its withdrawal) names, checked against the caller. */
async function signOffTarget(ctx: AppContext, request: FastifyRequest, body: SignOffBody) {
  if (!PERIOD_PATTERNS[body.periodType].test(body.period)) throw badRequest('统计期格式无效');
  if (!isCountyCode(body.regionCode)) throw badRequest('只能签发区县的统计');
  const q = await resolveQuery(ctx, request, body);
  if (!isPeriodClosed(body.periodType, body.period, q.today))
    throw badRequest('统计期尚未结束，不能签发');
  return q;
}

async function realName(ctx: AppContext, userId: string): Promise<string> {
  const user = await statisticsDb(ctx.db)
    .selectFrom('sysUser')
    .select(['realname', 'username'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.realname || user?.username || userId;
}

/** 就业统计: figures by region and period, sign-off, trace and export. */
export const statisticsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, statisticsApi.summary, async (request) =>
    ok(await summaryOf(ctx, request, await resolveQuery(ctx, request, request.query))),
  );

  serve(app, statisticsApi.trend, async (request) =>
    ok(await trendOf(ctx, request, await resolveQuery(ctx, request, request.query))),
  );

  serve(app, statisticsApi.trace, async (request) => {
    const { metric, pageNo, pageSize, ...rest } = request.query;
    const q = await resolveQuery(ctx, request, rest);
    return ok(await traceOf(ctx, request, q, metric, { pageNo, pageSize }));
  });

  serve(app, statisticsApi.signOff, async (request) => {
    const body = request.body;
    const q = await signOffTarget(ctx, request, body);
    const taken = () => conflict(`${q.region.regionName}${q.period}的统计已签发`);
    if (await findSignOff(ctx.db, body.regionCode, body.periodType, body.period)) throw taken();
    const auth = requireAuth(request);
    const row = await writeSignOff(ctx.db, {
      county: body.regionCode,
      periodType: body.periodType,
      period: body.period,
      range: periodRange(body.periodType, body.period),
      userId: auth.userId,
      signedBy: await realName(ctx, auth.userId),
      now: ctx.clock.nowText(),
    }).catch(async (error: unknown) => {
      // A concurrent sign-off won the unique key.
      if (await findSignOff(ctx.db, body.regionCode, body.periodType, body.period)) throw taken();
      throw error;
    });
    return ok(
      {
        regionCode: row.regionCode,
        regionName: q.region.regionName,
        signOff: { signedBy: row.signedBy, signTime: row.signTime },
        ...figuresOf(row),
      },
      '签发成功',
    );
  });

  serve(app, statisticsApi.reopen, async (request) => {
    const body = request.body;
    if ((await callerRegion(ctx, request)).slice(2) !== '0000')
      throw forbidden('只有省级机构可以撤销签发');
    await signOffTarget(ctx, request, body);
    const row = await findSignOff(ctx.db, body.regionCode, body.periodType, body.period);
    if (!row) throw notFound('该区县本期统计尚未签发');
    await deleteSignOff(ctx.db, row.id);
    return ok(null, '已撤销签发');
  });

  serve(app, statisticsApi.signOffStatus, async (request) => {
    const summary = await summaryOf(ctx, request, await resolveQuery(ctx, request, request.query));
    const countyRows = summary.rows.filter((r) => r.isCounty);
    return ok({
      signed: countyRows.filter((r) => r.signOff).length,
      total: countyRows.length,
      counties: countyRows.map(({ regionCode, regionName, signOff }) => ({
        regionCode,
        regionName,
        signOff,
      })),
    });
  });

  serve(app, statisticsApi.exportXls, async (request, reply) => {
    const summary = await summaryOf(ctx, request, await resolveQuery(ctx, request, request.query));
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', attachmentHeader(exportFileName(summary)))
      .send(await summaryWorkbook(summary));
  });
};
