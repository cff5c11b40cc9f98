import { idCardBirthDate, idCardSex } from '@vets/contracts';
import type { AppContext } from '../../../core/app-context.js';
import { badRequest } from '../../../core/errors.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import {
  dropResumeIndex,
  RESUME_CHILD_TABLES,
  refreshResumeIndex,
} from '../services/resume-index.js';
import { recruitmentDb } from '../tables.js';

/** Sex and birth date come from the ID number; a resume with applications stays. */
export function resumeHooks(ctx: AppContext): ResourceHooks {
  return {
    extraValues({ input, mode }) {
      if (mode !== 'add' || typeof input.idCard !== 'string') return {};
      const idCard = input.idCard.toUpperCase();
      return { idCard, sex: idCardSex(idCard), birthDate: idCardBirthDate(idCard) };
    },
    // A veteran opens their own resume's attachment.
    async ownsRecord({ db, auth, recordId }) {
      const own = await recruitmentDb(db)
        .selectFrom('zpResume')
        .select('id')
        .where('id', '=', recordId)
        .where('userId', '=', auth.userId)
        .executeTakeFirst();
      return own !== undefined;
    },
    async afterWrite({ trx, mode, ids }) {
      if (mode === 'delete') return;
      for (const id of ids) await refreshResumeIndex(recruitmentDb(trx), ctx.dialect, id);
    },
    async beforeDelete({ trx, ids }) {
      const used = await recruitmentDb(trx)
        .selectFrom('zpDelivery')
        .select('id')
        .where('resumeId', 'in', ids)
        .executeTakeFirst();
      if (used) throw badRequest('简历已有投递记录，不能删除，可改为隐藏');
      for (const table of RESUME_CHILD_TABLES)
        await recruitmentDb(trx).deleteFrom(table).where('resumeId', 'in', ids).execute();
      await recruitmentDb(trx)
        .deleteFrom('zpFairRegistration')
        .where('resumeId', 'in', ids)
        .execute();
      await dropResumeIndex(recruitmentDb(trx), ctx.dialect, ids);
    },
  };
}

/** Sub-table writes refresh the owning resume's search text. */
export function resumeChildHooks(
  ctx: AppContext,
  table: (typeof RESUME_CHILD_TABLES)[number],
): ResourceHooks {
  return {
    async afterWrite({ trx, mode, ids, input }) {
      if (mode === 'delete') return;
      const owners = await recruitmentDb(trx)
        .selectFrom(table)
        .select('resumeId')
        .distinct()
        .where('id', 'in', ids)
        .execute();
      const fromInput = typeof input?.resumeId === 'string' ? [input.resumeId] : [];
      for (const id of new Set([...owners.map((o) => o.resumeId), ...fromInput]))
        await refreshResumeIndex(recruitmentDb(trx), ctx.dialect, id);
    },
    async beforeDelete({ trx, ids }) {
      const owners = await recruitmentDb(trx)
        .selectFrom(table)
        .select('resumeId')
        .distinct()
        .where('id', 'in', ids)
        .execute();
      for (const { resumeId } of owners)
        await refreshResumeIndex(recruitmentDb(trx), ctx.dialect, resumeId, ids);
    },
  };
}
