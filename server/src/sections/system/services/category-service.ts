import { badRequest } from '../../../core/errors.js';
import { nextChildOrgCode } from '../../../core/org-code.js';
import type { ResourceHooks } from '../../../core/resource/resource-binding.js';
import type { Db } from '../../../db/database.js';

interface CategoryNode {
  key: string;
  value: string;
  id: string;
  pid: string | null;
  code: string;
  name: string;
  title: string;
  leaf: boolean;
}

export const CATEGORY_COLUMNS = ['id', 'pid', 'name', 'code', 'hasChild'] as const;

export function categoryNode(r: {
  id: string;
  pid: string | null;
  name: string;
  code: string;
  hasChild: string;
}): CategoryNode {
  return {
    key: r.id,
    value: r.id,
    id: r.id,
    pid: r.pid,
    code: r.code,
    name: r.name,
    title: r.name,
    leaf: r.hasChild !== '1',
  };
}

/** The next code under `pid` (top level when null): the parent's code plus A01, A02 … */
export async function newCategoryCode(db: Db, pid: string | null): Promise<string> {
  let parentCode = '';
  if (pid) {
    const parent = await db
      .selectFrom('sysCategory')
      .select('code')
      .where('id', '=', pid)
      .executeTakeFirst();
    if (!parent) throw badRequest('上级分类不存在');
    parentCode = parent.code;
  }
  const siblings = await (pid
    ? db.selectFrom('sysCategory').select('code').where('pid', '=', pid)
    : db.selectFrom('sysCategory').select('code').where('pid', 'is', null)
  ).execute();
  try {
    return nextChildOrgCode(
      parentCode,
      siblings.map((s) => s.code),
    );
  } catch {
    throw badRequest('下级分类数量已达上限');
  }
}

/** Codes from the fill rule (the engine keeps the tree: has_child flags, no delete with children). */
export function categoryHooks(db: Db): ResourceHooks {
  const parentOf = (input: Record<string, unknown>) =>
    typeof input.pid === 'string' && input.pid ? input.pid : null;
  return {
    extraValues: async ({ input, mode }) =>
      mode === 'add' ? { code: await newCategoryCode(db, parentOf(input)) } : {},
  };
}
