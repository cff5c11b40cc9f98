import type { Db } from '../../../db/database.js';
import { newOrgCode } from '../../organisation/index.js';
import { newCategoryCode } from './category-service.js';

/** A named code generator: its parameters are declared, so a request can only fill them. */
interface FillRule {
  name: string;
  params: readonly string[];
  generate(db: Db, params: Record<string, string>): Promise<string>;
}

/**
 * 填值规则: the code generators forms may call by name. The name only selects an entry of this
 * fixed map; nothing is looked up or instantiated from the request.
 */
export const FILL_RULES: ReadonlyMap<string, FillRule> = new Map([
  [
    'depart_org_code',
    {
      name: '机构编码',
      params: ['parentId'],
      generate: (db, params) => newOrgCode(db, params.parentId || null),
    },
  ],
  [
    'category_code',
    {
      name: '分类编码',
      params: ['pid'],
      generate: (db, params) => newCategoryCode(db, params.pid || null),
    },
  ],
]);
