import {
  achievementDomain,
  showcasePortalApi as api,
  cooperationMode,
  maturityLevel,
  type PortalAchievementCard,
  type PortalTransformationCard,
  showcaseStatus,
  transformStatus,
  transformType,
} from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type SqlBool, sql } from 'kysely';
import { portalReadConfig } from '../../../../core/anonymous-rate-limit.js';
import { serve } from '../../../../core/api-route.js';
import type { AppContext } from '../../../../core/app-context.js';
import { ok } from '../../../../core/envelope.js';
import { notFound } from '../../../../core/errors.js';
import { namedAttachments } from '../../../../core/files/attachment-list.js';
import { pageResult } from '../../../../core/page-result.js';
import { dictText } from '../../../../core/resource/dict-lookup.js';
import { containsText } from '../../../../db/like.js';
import { commaList, regionLabels, textLines, withinRegion } from '../services/portal-support.js';
import { type ShowcaseDb, showcaseDb } from '../tables.js';

const visibleAchievements = (db: ShowcaseDb) =>
  db.selectFrom('cyAchievement as a').where('a.status', '=', showcaseStatus.values.published);

const ACHIEVEMENT_COLUMNS = [
  'a.id',
  'a.title',
  'a.ownerName',
  'a.domain',
  'a.regionCode',
  'a.summary',
  'a.cover',
  'a.publishTime',
  'a.viewCount',
] as const;

/** Published and matched items: the portal shows both, the matched ones marked 已对接. */
const ON_PORTAL = [transformStatus.values.published, transformStatus.values.matched];

const visibleTransformations = (db: ShowcaseDb) =>
  db.selectFrom('cyTransformation as t').where('t.status', 'in', ON_PORTAL);

const TRANSFORMATION_COLUMNS = [
  't.id',
  't.title',
  't.resultType',
  't.cooperationModes',
  't.fundingSought',
  't.maturity',
  't.ownerName',
  't.regionCode',
  't.summary',
  't.status',
  't.publishTime',
  't.viewCount',
] as const;

type AchievementRow = Omit<PortalAchievementCard, 'domainText' | 'regionName' | 'viewCount'> & {
  viewCount: number | null;
};

async function achievementCards(ctx: AppContext, rows: AchievementRow[]) {
  const [dicts, region] = await Promise.all([
    ctx.dictCache.lookup([achievementDomain.code]),
    regionLabels(
      ctx,
      rows.map((r) => r.regionCode),
    ),
  ]);
  return rows.map(
    (r): PortalAchievementCard => ({
      ...r,
      domainText: dictText(dicts.get(achievementDomain.code), r.domain),
      regionName: region(r.regionCode),
      viewCount: r.viewCount ?? 0,
    }),
  );
}

interface TransformationRow {
  id: string;
  title: string;
  resultType: string;
  cooperationModes: string;
  fundingSought: number | null;
  maturity: string;
  ownerName: string;
  regionCode: string;
  summary: string;
  status: string;
  publishTime: string | null;
  viewCount: number | null;
}

async function transformationCards(ctx: AppContext, rows: TransformationRow[]) {
  const codes = [
    transformType.code,
    cooperationMode.code,
    maturityLevel.code,
    transformStatus.code,
  ];
  const [dicts, region] = await Promise.all([
    ctx.dictCache.lookup(codes),
    regionLabels(
      ctx,
      rows.map((r) => r.regionCode),
    ),
  ]);
  return rows.map(
    (r): PortalTransformationCard => ({
      id: r.id,
      title: r.title,
      resultType: r.resultType,
      resultTypeText: dictText(dicts.get(transformType.code), r.resultType),
      // In the dictionary's order (its values count up), whatever order they were picked in.
      cooperationTexts: commaList(r.cooperationModes)
        .sort()
        .map((v) => dictText(dicts.get(cooperationMode.code), v)),
      fundingSought: r.fundingSought,
      maturityText: dictText(dicts.get(maturityLevel.code), r.maturity),
      ownerName: r.ownerName,
      regionName: region(r.regionCode),
      summary: r.summary,
      status: r.status,
      statusText: dictText(dicts.get(transformStatus.code), r.status),
      publishTime: r.publishTime,
      viewCount: r.viewCount ?? 0,
    }),
  );
}

/** One of the comma-joined values of a multi-value column equals `value`. */
const hasListValue = (column: string, value: string) =>
  sql<SqlBool>`(',' || ${sql.ref(column)} || ',') like ${`%,${value},%`}`;

/**
 * 创业成果展示 and 成果转化 on the portal: published records only, newest first; a detail read
 * counts one view. The contact person of a transformation never leaves the back office.
 */
export const achievementPortalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const config = portalReadConfig(ctx);

  serve(
    app,
    api.achievementList,
    async (request) => {
      const { keyword, domain, regionCode, pageNo, pageSize } = request.query;
      let q = visibleAchievements(showcaseDb(ctx.db));
      if (keyword)
        q = q.where((eb) =>
          eb.or([containsText('a.title', keyword), containsText('a.owner_name', keyword)]),
        );
      if (domain) q = q.where('a.domain', '=', domain);
      if (regionCode) q = q.where(withinRegion('a.region_code', regionCode));
      const { total } = await q
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await q
        .select(ACHIEVEMENT_COLUMNS)
        .orderBy('a.publishTime', 'desc')
        .orderBy('a.id')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return ok(pageResult(await achievementCards(ctx, rows), Number(total), pageNo, pageSize));
    },
    { config },
  );

  serve(
    app,
    api.achievementById,
    async (request) => {
      const db = showcaseDb(ctx.db);
      const row = await visibleAchievements(db)
        .select([...ACHIEVEMENT_COLUMNS, 'a.body', 'a.images', 'a.honors'])
        .where('a.id', '=', request.query.id)
        .executeTakeFirst();
      if (!row) throw notFound('创业成果不存在或未发布');
      await db
        .updateTable('cyAchievement')
        .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      const [card] = await achievementCards(ctx, [{ ...row, viewCount: (row.viewCount ?? 0) + 1 }]);
      return ok({
        ...card!,
        body: row.body,
        images: commaList(row.images),
        honors: textLines(row.honors),
      });
    },
    { config },
  );

  serve(
    app,
    api.transformationList,
    async (request) => {
      const { keyword, resultType, cooperation, regionCode, pageNo, pageSize } = request.query;
      let q = visibleTransformations(showcaseDb(ctx.db));
      if (keyword)
        q = q.where((eb) =>
          eb.or([containsText('t.title', keyword), containsText('t.owner_name', keyword)]),
        );
      if (resultType) q = q.where('t.resultType', '=', resultType);
      if (cooperation) q = q.where(hasListValue('t.cooperation_modes', cooperation));
      if (regionCode) q = q.where(withinRegion('t.region_code', regionCode));
      const { total } = await q
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await q
        .select(TRANSFORMATION_COLUMNS)
        // Still looking for partners first, then those already matched.
        .orderBy('t.status')
        .orderBy('t.publishTime', 'desc')
        .orderBy('t.id')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return ok(pageResult(await transformationCards(ctx, rows), Number(total), pageNo, pageSize));
    },
    { config },
  );

  serve(
    app,
    api.transformationById,
    async (request) => {
      const db = showcaseDb(ctx.db);
      const row = await visibleTransformations(db)
        .select([
          ...TRANSFORMATION_COLUMNS,
          't.patentNo',
          't.contactChannel',
          't.body',
          't.attachments',
        ])
        .where('t.id', '=', request.query.id)
        .executeTakeFirst();
      if (!row) throw notFound('成果转化项目不存在或未发布');
      await db
        .updateTable('cyTransformation')
        .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      const [card] = await transformationCards(ctx, [
        { ...row, viewCount: (row.viewCount ?? 0) + 1 },
      ]);
      return ok({
        ...card!,
        patentNo: row.patentNo,
        contactChannel: row.contactChannel,
        body: row.body,
        attachments: await namedAttachments(ctx.db, row.attachments),
      });
    },
    { config },
  );
};
