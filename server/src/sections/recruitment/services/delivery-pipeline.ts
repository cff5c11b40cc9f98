import type { AppContext } from '../../../core/app-context.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { recruitmentDb } from '../tables.js';

export const DELIVERY_STATUS = {
  delivered: '1',
  viewed: '2',
  interview: '3',
  hired: '4',
  rejected: '5',
} as const;

/** Where an application may go from each status; hired and rejected are final. */
export const DELIVERY_NEXT: Record<string, readonly string[]> = {
  '1': ['2', '3', '5'],
  '2': ['3', '5'],
  '3': ['4', '5'],
  '4': [],
  '5': [],
};

const STATUS_TEXT: Record<string, string> = {
  '1': '已投递',
  '2': '已查看',
  '3': '邀请面试',
  '4': '已录用',
  '5': '不合适',
};

/** The timestamp column each status sets. */
const TIME_COLUMN: Record<string, 'viewTime' | 'interviewTime' | 'resultTime'> = {
  '2': 'viewTime',
  '3': 'interviewTime',
  '4': 'resultTime',
  '5': 'resultTime',
};

export function assertTransition(from: string, to: string): void {
  if (!DELIVERY_NEXT[from]?.includes(to))
    throw badRequest(`投递状态不能从“${STATUS_TEXT[from] ?? from}”变为“${STATUS_TEXT[to] ?? to}”`);
}

/** Moves an application along the pipeline, stamping the time of the new status. */
export async function changeDeliveryStatus(
  ctx: AppContext,
  change: { id: string; status: string; note?: string | undefined },
  by: string,
): Promise<void> {
  const row = await recruitmentDb(ctx.db)
    .selectFrom('zpDelivery')
    .select(['id', 'status'])
    .where('id', '=', change.id)
    .executeTakeFirst();
  if (!row) throw notFound('投递记录不存在');
  assertTransition(row.status ?? '', change.status);
  const now = ctx.clock.nowText();
  const result = await recruitmentDb(ctx.db)
    .updateTable('zpDelivery')
    .set({
      status: change.status,
      [TIME_COLUMN[change.status]!]: now,
      ...(change.note !== undefined ? { companyNote: change.note } : {}),
      updateBy: by,
      updateTime: now,
      version: (eb) => eb('version', '+', 1),
    })
    .where('id', '=', change.id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw badRequest('投递状态已被其他人修改，请刷新后重试');
}
