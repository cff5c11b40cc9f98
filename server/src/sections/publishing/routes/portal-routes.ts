import {
  articleCategory,
  describeAudience,
  type PortalArticleCard,
  type PortalPolicyCard,
  policyCategory,
  policyLevel,
  publishingPortalApi,
  publishStatus,
} from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { portalReadConfig } from '../../../core/anonymous-rate-limit.js';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { notFound } from '../../../core/errors.js';
import { namedAttachments } from '../../../core/files/attachment-list.js';
import { pageResult } from '../../../core/page-result.js';
import { type DictLookup, dictText } from '../../../core/resource/dict-lookup.js';
import { containsText } from '../../../db/like.js';
import { policyNames } from '../services/policy-names.js';
import { publishingDb } from '../tables.js';

const PUBLISHED = publishStatus.values.published;
const DICTS = [articleCategory.code, policyLevel.code, policyCategory.code];

const ARTICLE_CARD = [
  'id',
  'title',
  'category',
  'summary',
  'cover',
  'publishTime',
  'isTop',
  'viewCount',
] as const;

const POLICY_CARD = [
  'id',
  'title',
  'issuingAuthority',
  'docNumber',
  'level',
  'category',
  'issueDate',
  'expireDate',
  'summary',
  'publishTime',
  'isTop',
  'viewCount',
] as const;

type ArticleRow = { [K in (typeof ARTICLE_CARD)[number]]: unknown };
type PolicyRow = { [K in (typeof POLICY_CARD)[number]]: unknown };

const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

function articleCard(r: ArticleRow, dicts: DictLookup): PortalArticleCard {
  return {
    id: String(r.id),
    title: String(r.title),
    category: String(r.category),
    categoryText: dictText(dicts.get(articleCategory.code), r.category),
    summary: text(r.summary),
    cover: text(r.cover),
    publishTime: text(r.publishTime),
    isTop: r.isTop === 'Y',
    viewCount: Number(r.viewCount ?? 0),
  };
}

function policyCard(r: PolicyRow, dicts: DictLookup, today: string): PortalPolicyCard {
  const expireDate = text(r.expireDate);
  return {
    id: String(r.id),
    title: String(r.title),
    issuingAuthority: String(r.issuingAuthority),
    docNumber: text(r.docNumber),
    level: String(r.level),
    levelText: dictText(dicts.get(policyLevel.code), r.level),
    category: String(r.category),
    categoryText: dictText(dicts.get(policyCategory.code), r.category),
    issueDate: String(r.issueDate),
    expireDate,
    expired: expireDate !== null && expireDate < today,
    summary: text(r.summary),
    publishTime: text(r.publishTime),
    isTop: r.isTop === 'Y',
    viewCount: Number(r.viewCount ?? 0),
  };
}

/**
 * The portal's news and policies: published items only, pinned first, newest next; a detail
 * read counts a view. Nothing here names a person.
 */
export const publishingPortalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const config = portalReadConfig(ctx);
  const db = publishingDb(ctx.db);
  const today = () => ctx.clock.nowText().slice(0, 10);

  serve(
    app,
    publishingPortalApi.articleList,
    async (request) => {
      const { keyword, category, pageNo, pageSize } = request.query;
      let q = db.selectFrom('pubArticle').where('status', '=', PUBLISHED);
      if (keyword) q = q.where(containsText('title', keyword));
      if (category) q = q.where('category', '=', category);
      const [count, rows, dicts] = await Promise.all([
        q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        q
          .select([...ARTICLE_CARD])
          .orderBy('isTop', 'desc')
          .orderBy('publishTime', 'desc')
          .orderBy('id')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        ctx.dictCache.lookup(DICTS),
      ]);
      const cards = rows.map((r) => articleCard(r, dicts));
      return ok(pageResult(cards, Number(count.total), pageNo, pageSize));
    },
    { config },
  );

  serve(
    app,
    publishingPortalApi.articleById,
    async (request) => {
      const row = await db
        .selectFrom('pubArticle')
        .select([...ARTICLE_CARD, 'source', 'author', 'body', 'attachments'])
        .where('id', '=', request.query.id)
        .where('status', '=', PUBLISHED)
        .executeTakeFirst();
      if (!row) throw notFound('信息不存在或已撤回');
      await db
        .updateTable('pubArticle')
        .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      const card = articleCard(row, await ctx.dictCache.lookup(DICTS));
      return ok({
        ...card,
        viewCount: card.viewCount + 1,
        source: text(row.source),
        author: text(row.author),
        body: String(row.body),
        attachments: await namedAttachments(ctx.db, text(row.attachments)),
      });
    },
    { config },
  );

  serve(
    app,
    publishingPortalApi.policyList,
    async (request) => {
      const { keyword, level, category, pageNo, pageSize } = request.query;
      let q = db.selectFrom('pubPolicy').where('status', '=', PUBLISHED);
      if (keyword)
        q = q.where((eb) =>
          eb.or([containsText('title', keyword), containsText('doc_number', keyword)]),
        );
      if (level) q = q.where('level', '=', level);
      if (category) q = q.where('category', '=', category);
      const [count, rows, dicts] = await Promise.all([
        q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        q
          .select([...POLICY_CARD])
          .orderBy('isTop', 'desc')
          .orderBy('publishTime', 'desc')
          .orderBy('id')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        ctx.dictCache.lookup(DICTS),
      ]);
      const cards = rows.map((r) => policyCard(r, dicts, today()));
      return ok(pageResult(cards, Number(count.total), pageNo, pageSize));
    },
    { config },
  );

  serve(
    app,
    publishingPortalApi.policyById,
    async (request) => {
      const row = await db
        .selectFrom('pubPolicy')
        .selectAll()
        .where('id', '=', request.query.id)
        .where('status', '=', PUBLISHED)
        .executeTakeFirst();
      if (!row) throw notFound('政策不存在或已撤回');
      await db
        .updateTable('pubPolicy')
        .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      const card = policyCard(row, await ctx.dictCache.lookup(DICTS), today());
      const names = await policyNames(ctx, row.targetRegion ? [row.targetRegion] : []);
      return ok({
        ...card,
        viewCount: card.viewCount + 1,
        effectiveDate: text(row.effectiveDate),
        audience: describeAudience(row, names),
        body: String(row.body),
        interpretation: text(row.interpretation),
        attachments: await namedAttachments(ctx.db, text(row.attachments)),
      });
    },
    { config },
  );
};
