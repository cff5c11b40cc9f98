import { badRequest } from '../../../core/errors.js';
import { MAX_CHILDREN, nextChildOrgCode } from '../../../core/org-code.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import type { Db } from '../../../db/database.js';
import { organisationDb } from '../tables.js';

/** The org code a new department gets under `parentId` (top level when null). */
export async function newOrgCode(db: Db, parentId: string | null): Promise<string> {
  let parentCode = '';
  if (parentId) {
    const parent = await organisationDb(db)
      .selectFrom('sysDepart')
      .select('orgCode')
      .where('id', '=', parentId)
      .executeTakeFirst();
    if (!parent) throw badRequest('上级机构不存在');
    parentCode = parent.orgCode;
  }
  let siblings = organisationDb(db).selectFrom('sysDepart').select('orgCode');
  siblings = parentId
    ? siblings.where('parentId', '=', parentId)
    : siblings.where('parentId', 'is', null);
  const codes = (await siblings.execute()).map((r) => r.orgCode);
  try {
    return nextChildOrgCode(parentCode, codes);
  } catch {
    throw badRequest(`下级机构数量已达上限（${MAX_CHILDREN}）`);
  }
}

/**
 * Departments beside their fields: a new one gets the next org code under its parent; one with
 * users cannot be deleted (one with sub-departments neither: the engine keeps the tree).
 */
export function departHooks(db: Db): ResourceHooks {
  return {
    extraValues: async ({ input, mode }) =>
      mode === 'add'
        ? {
            orgCode: await newOrgCode(
              db,
              typeof input.parentId === 'string' && input.parentId ? input.parentId : null,
            ),
          }
        : {},
    async beforeDelete({ trx, ids }) {
      const member = await organisationDb(trx)
        .selectFrom('sysUserDepart')
        .select('id')
        .where('depId', 'in', ids)
        .executeTakeFirst();
      if (member) throw badRequest('该机构下还有用户，请先调整用户的所属机构');
    },
  };
}
