import type { AppContext } from '../../../core/app-context.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { type RecruitmentDb, recruitmentDb } from '../tables.js';
import { requireApprovedCompany } from './company-audit.js';

export const POSITION_STATUS = { draft: '0', published: '1', closed: '2', expired: '3' } as const;

const today = (ctx: AppContext) => ctx.clock.nowText().slice(0, 10);

/** Published positions whose expiry date has passed become expired; returns how many. */
export async function expirePositions(db: RecruitmentDb, day: string): Promise<number> {
  const result = await db
    .updateTable('zpPosition')
    .set({ status: POSITION_STATUS.expired })
    .where('status', '=', POSITION_STATUS.published)
    .where('expireDate', '<', day)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

async function positionsOf(db: RecruitmentDb, ids: string[]) {
  const rows = await db
    .selectFrom('zpPosition')
    .select(['id', 'title', 'companyId', 'status', 'expireDate'])
    .where('id', 'in', ids)
    .execute();
  if (rows.length !== new Set(ids).size) throw notFound('部分岗位不存在');
  return rows;
}

/**
 * Publishes drafts, closed and expired positions: the company must be approved and the expiry
 * date must not have passed. All or none.
 */
export async function publishPositions(
  ctx: AppContext,
  ids: string[],
  by: string,
): Promise<number> {
  const day = today(ctx);
  const rows = await positionsOf(recruitmentDb(ctx.db), ids);
  for (const row of rows) {
    if (row.expireDate < day)
      throw badRequest(`岗位“${row.title}”的截止日期已过，请先修改截止日期`);
    await requireApprovedCompany(recruitmentDb(ctx.db), row.companyId);
  }
  const now = ctx.clock.nowText();
  const result = await recruitmentDb(ctx.db)
    .updateTable('zpPosition')
    .set({
      status: POSITION_STATUS.published,
      publishTime: now,
      updateBy: by,
      updateTime: now,
      version: (eb) => eb('version', '+', 1),
    })
    .where('id', 'in', ids)
    .where('status', '!=', POSITION_STATUS.published)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Closes published positions; others are refused. */
export async function closePositions(ctx: AppContext, ids: string[], by: string): Promise<number> {
  const rows = await positionsOf(recruitmentDb(ctx.db), ids);
  const notPublished = rows.find((r) => r.status !== POSITION_STATUS.published);
  if (notPublished) throw badRequest(`岗位“${notPublished.title}”未处于发布状态，不能关闭`);
  const now = ctx.clock.nowText();
  const result = await recruitmentDb(ctx.db)
    .updateTable('zpPosition')
    .set({
      status: POSITION_STATUS.closed,
      updateBy: by,
      updateTime: now,
      version: (eb) => eb('version', '+', 1),
    })
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
