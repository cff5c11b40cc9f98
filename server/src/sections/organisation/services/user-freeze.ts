import { userStatus } from '@vets/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { badRequest } from '../../../core/errors.js';
import type { ActionHandler } from '../../../core/resource/resource-binding.js';
import { ADMIN_USERNAME } from '../seed/admin.js';
import { requireNotOutranked } from './role-grants.js';

const { frozen, normal } = userStatus.values;

/** 冻结/解冻 (status 2 or 1); a frozen user's sessions end at once. */
export const freezeUsers = (ctx: AppContext): ActionHandler => ({
  input: z.object({
    status: z.enum([frozen, normal], { message: '状态只能是 1（正常）或 2（冻结）' }),
  }),
  async run({ rows, input, actor }) {
    const status = String(input.status);
    if (status === frozen) {
      if (rows.some((u) => u.id === actor.userId)) throw badRequest('不能冻结自己的账号');
      if (rows.some((u) => u.username === ADMIN_USERNAME))
        throw badRequest('系统管理员账号不能冻结');
    }
    await requireNotOutranked(
      ctx.db,
      actor,
      rows.map((u) => String(u.id)),
      status === frozen ? '冻结' : '解冻',
    );
    const ids = rows.map((u) => String(u.id));
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sysUser')
        .set({ status, updateBy: actor.username, updateTime: ctx.clock.nowText() })
        .where('id', 'in', ids)
        .execute();
      if (status === frozen) await ctx.sessions.revokeAllForUser(ids, Date.now(), trx);
    });
    return { message: status === frozen ? '冻结成功' : '解冻成功' };
  },
});
