import { deliveryStatus } from '@vets/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { badRequest } from '../../../core/errors.js';
import type { ActionHandler } from '../../../core/resource/resource-binding.js';
import type { Db } from '../../../db/database.js';
import { recruitmentDb } from '../tables.js';
import { announceHire, type Hire } from './hire-events.js';

const S = deliveryStatus.values;

/** Where an application may go from each status; hired and rejected are final. */
const DELIVERY_NEXT: Record<string, readonly string[]> = {
  [S.delivered]: [S.viewed, S.interview, S.rejected],
  [S.viewed]: [S.interview, S.rejected],
  [S.interview]: [S.hired, S.rejected],
  [S.hired]: [],
  [S.rejected]: [],
};

const textOf = (value: string) =>
  deliveryStatus.items.find((i) => i.value === value)?.text ?? value;

/** The timestamp column each status sets. */
const TIME_COLUMN: Record<string, 'viewTime' | 'interviewTime' | 'resultTime'> = {
  [S.viewed]: 'viewTime',
  [S.interview]: 'interviewTime',
  [S.hired]: 'resultTime',
  [S.rejected]: 'resultTime',
};

function assertTransition(from: string, to: string): void {
  if (!DELIVERY_NEXT[from]?.includes(to))
    throw badRequest(`投递状态不能从“${textOf(from)}”变为“${textOf(to)}”`);
}

/** The hire an application records: who, where, in which position, from when. */
async function hireOf(trx: Db, deliveryId: string, now: string): Promise<Hire> {
  const row = await recruitmentDb(trx)
    .selectFrom('zpDelivery as d')
    .innerJoin('zpResume as r', 'r.id', 'd.resumeId')
    .innerJoin('zpPosition as p', 'p.id', 'd.positionId')
    .innerJoin('zpCompany as c', 'c.id', 'd.companyId')
    .select(['r.idCard', 'c.companyName', 'p.title', 'p.salaryMin'])
    .where('d.id', '=', deliveryId)
    .executeTakeFirstOrThrow();
  return {
    deliveryId,
    idCard: row.idCard,
    employer: row.companyName,
    jobTitle: row.title,
    hireDate: now.slice(0, 10),
    monthlySalary: row.salaryMin ?? null,
  };
}

/** 推进投递状态: moves one application along the pipeline, stamping the time of the new status. */
export const changeDeliveryStatus = (ctx: AppContext): ActionHandler => ({
  input: z.object({
    status: z.enum([S.viewed, S.interview, S.hired, S.rejected], '投递状态无效'),
    note: z.string().max(300, '企业备注最多300字').optional(),
  }),
  async run({ rows, input, actor }) {
    const row = rows[0]!;
    const from = String(row.status ?? '');
    const to = String(input.status);
    assertTransition(from, to);
    const now = ctx.clock.nowText();
    await ctx.db.transaction().execute(async (trx) => {
      const result = await recruitmentDb(trx)
        .updateTable('zpDelivery')
        .set({
          status: to,
          [TIME_COLUMN[to]!]: now,
          ...(typeof input.note === 'string' ? { companyNote: input.note } : {}),
          updateBy: actor.username,
          updateTime: now,
          version: (eb) => eb('version', '+', 1),
        })
        .where('id', '=', String(row.id))
        .where('status', '=', from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0)
        throw badRequest('投递状态已被其他人修改，请刷新后重试');
      if (to === S.hired)
        await announceHire(trx, await hireOf(trx, String(row.id), now), {
          username: actor.username,
          now,
        });
    });
    return { message: '操作成功' };
  },
});
