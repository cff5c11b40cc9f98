import {
  showcasePortalApi as api,
  assocMemberType,
  type PortalAssocMemberCard,
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

const visibleMembers = (db: ShowcaseDb) =>
  db
    .selectFrom('cyAssocMember as m')
    .leftJoin('sysCategory as cat', 'cat.id', 'm.industry')
    .where('m.status', '=', PUBLISHED);

const visibleNews = (db: ShowcaseDb) =>
  db.selectFrom('cyAssocNews as n').where('n.status', '=', PUBLISHED);

const NEWS_COLUMNS = [
  'n.id',
  'n.title',
  'n.source',
  'n.cover',
  'n.summary',
  'n.publishTime',
  'n.viewCount',
] as const;

/**
 * 促进会 on the portal: its member organisations by type (会长单位 first) and its news. No
 * member's contact person or phone is ever read here.
 */
export const associationPortalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const config = portalReadConfig(ctx);

  serve(
    app,
    api.assocMemberList,
    async (request) => {
      const { keyword, memberType, regionCode, pageNo, pageSize } = request.query;
      let q = visibleMembers(showcaseDb(ctx.db));
      if (keyword) q = q.where(containsText('m.org_name', keyword));
      if (memberType) q = q.where('m.memberType', '=', memberType);
      if (regionCode) q = q.where(withinRegion('m.region_code', regionCode));
      const { total } = await q
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await q
        .select([
          'm.id',
          'm.orgName',
          'm.memberType',
          'm.regionCode',
          'cat.name as industryName',
          'm.joinDate',
          'm.intro',
          'm.logo',
        ])
        .orderBy('m.memberType')
        .orderBy('m.joinDate')
        .orderBy('m.orgName')
        .orderBy('m.id')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      const [dicts, region] = await Promise.all([
        ctx.dictCache.lookup([assocMemberType.code]),
        regionLabels(
          ctx,
          rows.map((r) => r.regionCode),
        ),
      ]);
      const records = rows.map(
        (r): PortalAssocMemberCard => ({
          id: r.id,
          orgName: r.orgName,
          memberType: r.memberType,
          memberTypeText: dictText(dicts.get(assocMemberType.code), r.memberType),
          regionName: region(r.regionCode),
          industryName: r.industryName ?? '',
          joinDate: r.joinDate,
          intro: r.intro,
          logo: r.logo,
        }),
      );
      return ok(pageResult(records, Number(total), pageNo, pageSize));
    },
    { config },
  );

  serve(
    app,
    api.assocNewsList,
    async (request) => {
      const { keyword, pageNo, pageSize } = request.query;
      let q = visibleNews(showcaseDb(ctx.db));
      if (keyword) q = q.where(containsText('n.title', keyword));
      const { total } = await q
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await q
        .select(NEWS_COLUMNS)
        .orderBy('n.publishTime', 'desc')
        .orderBy('n.id')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      const records = rows.map((r) => ({ ...r, viewCount: r.viewCount ?? 0 }));
      return ok(pageResult(records, Number(total), pageNo, pageSize));
    },
    { config },
  );

  serve(
    app,
    api.assocNewsById,
    async (request) => {
      const db = showcaseDb(ctx.db);
      const row = await visibleNews(db)
        .select([...NEWS_COLUMNS, 'n.body'])
        .where('n.id', '=', request.query.id)
        .executeTakeFirst();
      if (!row) throw notFound('动态不存在或未发布');
      await db
        .updateTable('cyAssocNews')
        .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      return ok({ ...row, viewCount: (row.viewCount ?? 0) + 1 });
    },
    { config },
  );
};
