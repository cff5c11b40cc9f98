import { companyClaimStatus } from '@vets/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { badRequest } from '../../../core/errors.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import { companyOnRecord } from '../../recruitment/index.js';
import { accountsDb } from '../tables.js';

const S = companyClaimStatus.values;

/** 关联企业: the claim's account becomes a user of the company on record it named. */
export function companyClaimHooks(ctx: AppContext): ResourceHooks {
  return {
    actions: {
      link: {
        result: z.object({ companyId: z.string() }),
        async run({ rows, actor }) {
          const claim = rows[0]!;
          if (claim.status !== S.pending) throw badRequest(`申请“${claim.companyName}”已处理`);
          const companyId = await companyOnRecord(
            ctx.db,
            String(claim.companyName),
            String(claim.creditCode),
          );
          if (!companyId) throw badRequest('未找到同名或同信用代码的企业，请核实后驳回该申请');
          await ctx.db.transaction().execute(async (trx) => {
            await trx
              .updateTable('sysUser')
              .set({ companyId, updateBy: actor.username, updateTime: ctx.clock.nowText() })
              .where('id', '=', String(claim.userId))
              .execute();
            await accountsDb(trx)
              .updateTable('accCompanyClaim')
              .set({
                status: S.linked,
                companyId,
                updateBy: actor.username,
                updateTime: ctx.clock.nowText(),
              })
              .where('id', '=', String(claim.id))
              .execute();
          });
          return { message: '已关联企业，该账号重新登录后即可管理企业信息', result: { companyId } };
        },
      },
    },
  };
}
