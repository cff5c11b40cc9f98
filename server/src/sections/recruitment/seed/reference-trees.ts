import { INDUSTRY_ROOT_CODE, OCCUPATION_ROOT_CODE } from '@vets/contracts';
import type { Clock } from '../../../db/clock.js';
import type { Db } from '../../../db/database.js';
import { seededAudit } from '../../../db/seeded-audit.js';
import { INDUSTRY_SECTIONS } from './industry-tree.js';
import { OCCUPATION_MAJORS } from './occupation-tree.js';

interface Node {
  id: string;
  pid: string | null;
  name: string;
  code: string;
  hasChild: string;
}

/** Fixed ids so that seeded positions and resumes can name categories on every installation. */
export const industryCategoryId = (code: string) => `cat-hy-${code}`;
export const occupationCategoryId = (code: string) => `cat-zy-${code}`;

function industryNodes(): Node[] {
  const root = industryCategoryId('root');
  const nodes: Node[] = [
    { id: root, pid: null, name: '行业分类', code: INDUSTRY_ROOT_CODE, hasChild: '1' },
  ];
  for (const s of INDUSTRY_SECTIONS) {
    const sectionId = industryCategoryId(s.code);
    nodes.push({
      id: sectionId,
      pid: root,
      name: s.name,
      code: `${INDUSTRY_ROOT_CODE}-${s.code}`,
      hasChild: '1',
    });
    for (const [code, name] of s.divisions)
      nodes.push({
        id: industryCategoryId(code),
        pid: sectionId,
        name,
        code: `${INDUSTRY_ROOT_CODE}-${s.code}${code}`,
        hasChild: '0',
      });
  }
  return nodes;
}

function occupationNodes(): Node[] {
  const root = occupationCategoryId('root');
  const nodes: Node[] = [
    { id: root, pid: null, name: '职业分类', code: OCCUPATION_ROOT_CODE, hasChild: '1' },
  ];
  for (const m of OCCUPATION_MAJORS) {
    const majorId = occupationCategoryId(m.code);
    nodes.push({
      id: majorId,
      pid: root,
      name: m.name,
      code: `${OCCUPATION_ROOT_CODE}-${m.code}`,
      hasChild: '1',
    });
    for (const [code, name] of m.middles)
      nodes.push({
        id: occupationCategoryId(code),
        pid: majorId,
        name,
        code: `${OCCUPATION_ROOT_CODE}-${code}`,
        hasChild: '0',
      });
  }
  return nodes;
}

/**
 * GB/T 4754-2017 industries and the national occupational classification, as two trees of
 * 分类字典, seeded once: staff maintain them there afterwards.
 */
export async function seedReferenceTrees(db: Db, clock: Clock): Promise<void> {
  const audit = seededAudit(clock.nowText());
  for (const nodes of [industryNodes(), occupationNodes()]) {
    const root = nodes[0]!;
    const exists = await db
      .selectFrom('sysCategory')
      .select('id')
      .where('code', '=', root.code)
      .executeTakeFirst();
    if (exists) continue;
    for (let i = 0; i < nodes.length; i += 200)
      await db
        .insertInto('sysCategory')
        .values(nodes.slice(i, i + 200).map((n) => ({ ...n, ...audit })))
        .execute();
  }
}
