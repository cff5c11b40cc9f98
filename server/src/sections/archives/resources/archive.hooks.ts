import { idCardBirthDate, idCardSex } from '@vets/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../core/app-context.js';
import { badRequest } from '../../../core/errors.js';
import type { ActionHandler, ResourceHooks } from '../../../core/resource/resource-binding.js';
import { resumeFromArchive, syncResumePeople, unlinkArchives } from '../../recruitment/index.js';
import { archivePeople } from '../services/archive-people.js';
import { archivesDb } from '../tables.js';

const CHILD_TABLES = ['arcFamily', 'arcSkill', 'arcTraining', 'arcEmployment'] as const;
const DEPENDENT_LISTS = [
  ['arcUnemployment', '失业登记'],
  ['arcJobResult', '就业成果'],
  ['arcIntention', '求职意向'],
] as const;

/** 生成简历: the veteran's resume from the archive (or the link to the one they have). */
const createResumeAction = (ctx: AppContext): ActionHandler => ({
  result: z.object({ id: z.string(), created: z.boolean() }),
  async run({ request, rows, actor }) {
    const [person] = await archivePeople(archivesDb(ctx.db), [String(rows[0]!.id)]);
    const { id, created } = await resumeFromArchive(ctx, request, actor, person!);
    return {
      message: created ? '已根据档案生成简历' : '该退役军人已有简历，已与档案关联并更新个人信息',
      result: { id, created },
    };
  },
});

/**
 * Sex and birth date come from the ID number; the archive is kept by the office of the
 * veteran's residence (it moves with them); its related records go with it. A resume of the
 * same veteran is linked to it and keeps the person as the archive says.
 */
export function archiveHooks(ctx: AppContext): ResourceHooks {
  return {
    // The number is stored upper-case: one sent with a lower-case x is the same number.
    async check({ db, values, mode }) {
      const idCard = values.idCard;
      if (mode === 'edit' || typeof idCard !== 'string' || !idCard.endsWith('x')) return undefined;
      const upper = idCard.toUpperCase();
      const taken = await archivesDb(db)
        .selectFrom('arcBasic')
        .select('id')
        .where('idCard', '=', upper)
        .executeTakeFirst();
      return taken ? { idCard: `身份证号“${upper}”已存在` } : undefined;
    },
    async extraValues({ input, mode }) {
      const out: Record<string, unknown> = {};
      if (mode === 'add' && typeof input.idCard === 'string') {
        const idCard = input.idCard.toUpperCase();
        Object.assign(out, { idCard, sex: idCardSex(idCard), birthDate: idCardBirthDate(idCard) });
      }
      return out;
    },
    async afterWrite({ trx, mode, ids }) {
      if (mode === 'delete') return;
      await syncResumePeople(trx, ctx.dialect, await archivePeople(archivesDb(trx), ids));
    },
    actions: { createResume: createResumeAction(ctx) },
    async beforeDelete({ trx, ids }) {
      const db = archivesDb(trx);
      for (const [table, title] of DEPENDENT_LISTS) {
        const used = await db
          .selectFrom(table)
          .select('id')
          .where('archiveId', 'in', ids)
          .executeTakeFirst();
        if (used) throw badRequest(`档案已有${title}记录，不能删除`);
      }
      for (const table of CHILD_TABLES)
        await db.deleteFrom(table).where('archiveId', 'in', ids).execute();
      await unlinkArchives(trx, ids);
    },
  };
}
