import { badRequest } from '../../../../core/errors.js';
import type { ResourceHooks } from '../../../../core/resource/resource-binding.js';
import { startupDb } from '../tables.js';

/** An entrepreneur with projects stays; one without takes their support records along. */
export const entrepreneurHooks: ResourceHooks = {
  async beforeDelete({ trx, ids }) {
    const db = startupDb(trx);
    const project = await db
      .selectFrom('cyProject')
      .select('projectName')
      .where('entrepreneurId', 'in', ids)
      .executeTakeFirst();
    if (project) throw badRequest(`创业者还有创业项目“${project.projectName}”，不能删除`);
    await db.deleteFrom('cySupport').where('entrepreneurId', 'in', ids).execute();
  },
};

/** A project entered in a contest stays; one that is not takes its mentors along. */
export const projectHooks: ResourceHooks = {
  async beforeDelete({ trx, ids }) {
    const db = startupDb(trx);
    const entered = await db
      .selectFrom('cyContestEntry as e')
      .innerJoin('cyContest as c', 'c.id', 'e.editionId')
      .select('c.name')
      .where('e.projectId', 'in', ids)
      .executeTakeFirst();
    if (entered) throw badRequest(`项目已参加“${entered.name}”，不能删除`);
    await db.deleteFrom('cyMentor').where('projectId', 'in', ids).execute();
  },
};

/** A judge on a contest's panel stays until they leave it. */
export const judgeHooks: ResourceHooks = {
  async beforeDelete({ trx, ids }) {
    const seat = await startupDb(trx)
      .selectFrom('cyContestPanel as p')
      .innerJoin('cyContest as c', 'c.id', 'p.editionId')
      .select('c.name')
      .where('p.judgeId', 'in', ids)
      .executeTakeFirst();
    if (seat) throw badRequest(`评委在“${seat.name}”的评审组中，不能删除`);
  },
};
