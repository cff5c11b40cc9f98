import { dictApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { ok } from '../../../core/envelope.js';
import { queryDictItems, resolveDictSource } from '../services/dict-source.js';
import { loadTreeData } from '../services/dict-tree.js';

/** The lookups the dictionary widgets call (dictionaries and items are resources). */
export const dictRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  serve(app, dictApi.getDictItems, async (request) => {
    const source = await resolveDictSource(ctx, request, request.params.dict);
    return ok(await queryDictItems(ctx, source, { limit: 1000 }));
  });

  serve(app, dictApi.loadDict, async (request) => {
    const source = await resolveDictSource(ctx, request, request.params.dict);
    const { keyword, pageSize } = request.query;
    const items = await queryDictItems(ctx, source, {
      ...(keyword ? { keyword } : {}),
      limit: pageSize,
    });
    return ok(items);
  });

  serve(app, dictApi.loadDictItem, async (request) => {
    const source = await resolveDictSource(ctx, request, request.params.dict);
    const keys = request.query.key
      .split(',')
      .filter((k) => k !== '')
      .slice(0, 200);
    const items = keys.length ? await queryDictItems(ctx, source, { keys, limit: 200 }) : [];
    const text = new Map(items.map((i) => [i.value, i.text]));
    return ok(keys.map((k) => text.get(k) ?? k));
  });

  serve(app, dictApi.loadTreeData, async (request) =>
    ok(await loadTreeData(ctx, request, request.query), '查询成功'),
  );
};
