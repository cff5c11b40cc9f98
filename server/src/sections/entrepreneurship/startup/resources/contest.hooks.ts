import { round2, yesNo } from '@vets/contracts';
import type { AppContext } from '../../../../core/app-context.js';
import { badRequest } from '../../../../core/errors.js';
import type { ResourceHooks } from '../../../../core/resource/resource-binding.js';
import { computeRanking, publishResults, withdrawResults } from '../services/contest-results.js';
import { startupDb } from '../tables.js';

const ranked = (n: number) => `排名已计算，共${n}个参赛项目`;

/**
 * 计算排名, 公布结果 and 撤回结果; a deleted edition takes its criteria, panel, entries, scores
 * and ranking with it, unless its results are on the portal.
 */
export function editionHooks(ctx: AppContext): ResourceHooks {
  return {
    actions: {
      computeRanking: {
        async run({ rows, actor }) {
          const snapshot = await computeRanking(ctx, String(rows[0]!.id), actor.username);
          return { message: ranked(snapshot.entries.length) };
        },
      },
      publishResults: {
        async run({ rows, actor }) {
          await publishResults(ctx, String(rows[0]!.id), actor.username);
          return { message: '结果已公布，门户已展示排名与评分表' };
        },
      },
      withdrawResults: {
        async run({ rows, actor }) {
          const row = rows[0]!;
          await withdrawResults(
            ctx,
            { id: String(row.id), resultsPublished: row.resultsPublished },
            actor.username,
          );
          return { message: '已撤回结果' };
        },
      },
    },
    async beforeDelete({ trx, ids }) {
      const db = startupDb(trx);
      const shown = await db
        .selectFrom('cyContest')
        .select('name')
        .where('id', 'in', ids)
        .where('resultsPublished', '=', yesNo.values.yes)
        .executeTakeFirst();
      if (shown) throw badRequest(`“${shown.name}”已公布结果，请先撤回结果再删除`);
      for (const table of [
        'cyContestScore',
        'cyContestEntry',
        'cyContestPanel',
        'cyContestCriterion',
        'cyContestResult',
      ] as const)
        await db.deleteFrom(table).where('editionId', 'in', ids).execute();
    },
  };
}

/** The weights of an edition never pass 100% (计算排名 asks for exactly 100%). */
export const criterionHooks: ResourceHooks = {
  async check({ db, values, existing, parent }) {
    const weight = Number(values.weight ?? existing?.weight);
    if (!parent || !Number.isFinite(weight)) return undefined;
    let q = startupDb(db)
      .selectFrom('cyContestCriterion')
      .select((eb) => eb.fn.sum<number>('weight').as('total'))
      .where('editionId', '=', parent);
    if (existing) q = q.where('id', '!=', String(existing.id));
    const others = round2(Number((await q.executeTakeFirst())?.total ?? 0));
    if (others + weight > 100)
      return { weight: `本届评分标准的权重合计不能超过100%（其他评分项已占${others}%）` };
    return undefined;
  },
  async beforeDelete({ trx, ids }) {
    await startupDb(trx).deleteFrom('cyContestScore').where('criterionId', 'in', ids).execute();
  },
};

/** A judge who leaves the panel takes their scores of that edition along. */
export const panelHooks: ResourceHooks = {
  async beforeDelete({ trx, ids }) {
    const db = startupDb(trx);
    const seats = await db
      .selectFrom('cyContestPanel')
      .select(['editionId', 'judgeId'])
      .where('id', 'in', ids)
      .execute();
    for (const s of seats)
      await db
        .deleteFrom('cyContestScore')
        .where('editionId', '=', s.editionId)
        .where('judgeId', '=', s.judgeId)
        .execute();
  },
};

/** The entrant is the entered project's entrepreneur; a withdrawn entry takes its scores. */
export function entryHooks(ctx: AppContext): ResourceHooks {
  return {
    async extraValues({ input, existing }) {
      const projectId = input.projectId ?? existing?.projectId;
      if (typeof projectId !== 'string' || !projectId) return {};
      const founder = await startupDb(ctx.db)
        .selectFrom('cyProject as p')
        .innerJoin('cyEntrepreneur as e', 'e.id', 'p.entrepreneurId')
        .select('e.archiveId')
        .where('p.id', '=', projectId)
        .executeTakeFirst();
      return { archiveId: founder?.archiveId ?? null };
    },
    async beforeDelete({ trx, ids }) {
      await startupDb(trx).deleteFrom('cyContestScore').where('entryId', 'in', ids).execute();
    },
  };
}
