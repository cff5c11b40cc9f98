import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { SESSION } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { queryDictItems, resolveDictSource } from '../services/dict-source.js';

const dictParam = z.object({ dict: z.string().max(300).describe('字典') });

/** The lookups the dictionary widgets call (dictionaries and items are resources). */
export const dictRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['字典'];
  app.get(
    '/sys/dict/getDictItems/:dict',
    {
      config: { access: SESSION },
      schema: { tags, summary: '按编码取字典项（或 表名,文本字段,编码字段）', params: dictParam },
    },
    async (request) => {
      const source = await resolveDictSource(ctx, request, request.params.dict);
      return ok(await queryDictItems(ctx, source, { limit: 1000, tenantId: request.tenantId }));
    },
  );

  app.get(
    '/sys/dict/loadDict/:dict',
    {
      config: { access: SESSION },
      schema: {
        tags,
        summary: '按关键字搜索字典项',
        params: dictParam,
        querystring: z.object({
          keyword: z.string().max(100).optional().describe('关键字'),
          pageSize: z.coerce.number().int().min(1).max(100).default(10).describe('条数'),
        }),
      },
    },
    async (request) => {
      const source = await resolveDictSource(ctx, request, request.params.dict);
      const { keyword, pageSize } = request.query;
      const items = await queryDictItems(ctx, source, {
        ...(keyword ? { keyword } : {}),
        limit: pageSize,
        tenantId: request.tenantId,
      });
      return ok(items);
    },
  );

  app.get(
    '/sys/dict/loadDictItem/:dict',
    {
      config: { access: SESSION },
      schema: {
        tags,
        summary: '取字典值对应的文本',
        params: dictParam,
        querystring: z.object({ key: z.string().max(5000).describe('字典值') }),
      },
    },
    async (request) => {
      const source = await resolveDictSource(ctx, request, request.params.dict);
      const keys = request.query.key
        .split(',')
        .filter((k) => k !== '')
        .slice(0, 200);
      const items = keys.length
        ? await queryDictItems(ctx, source, { keys, limit: 200, tenantId: request.tenantId })
        : [];
      const text = new Map(items.map((i) => [i.value, i.text]));
      return ok(keys.map((k) => text.get(k) ?? k));
    },
  );
};
