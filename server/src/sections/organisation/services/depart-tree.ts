import type { Db } from '../../../db/database.js';
import { organisationDb } from '../tables.js';

export interface DepartRow {
  id: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  orgCategory: string;
  departOrder: number;
}

/** A department as the tree calls answer it (jeecg's SysDepartTreeModel). */
interface DepartTreeNode extends DepartRow {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: DepartTreeNode[];
}

export const DEPART_ROW_COLUMNS = [
  'id',
  'parentId',
  'departName',
  'orgCode',
  'orgCategory',
  'departOrder',
] as const;

export const treeNode = (r: DepartRow, isLeaf: boolean): DepartTreeNode => ({
  ...r,
  key: r.id,
  value: r.id,
  title: r.departName,
  isLeaf,
});

const byOrder = (a: DepartRow, b: DepartRow) =>
  a.departOrder - b.departOrder || a.orgCode.localeCompare(b.orgCode);

/**
 * The forest of `rows`: a row whose parent is not among them is a root. Children are sorted by
 * order then org code.
 */
export function departForest(rows: readonly DepartRow[]): DepartTreeNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<string, DepartRow[]>();
  for (const r of rows) {
    if (r.parentId && ids.has(r.parentId)) {
      children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
    }
  }
  const build = (r: DepartRow): DepartTreeNode => {
    const kids = (children.get(r.id) ?? []).sort(byOrder);
    const node = treeNode(r, kids.length === 0);
    if (kids.length) node.children = kids.map(build);
    return node;
  };
  return rows
    .filter((r) => !r.parentId || !ids.has(r.parentId))
    .sort(byOrder)
    .map(build);
}

/** Which of `ids` have sub-departments (one query), for leaf flags of a loaded level. */
export async function departsWithChildren(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await organisationDb(db)
    .selectFrom('sysDepart')
    .select('parentId')
    .distinct()
    .where('parentId', 'in', [...ids])
    .execute();
  return new Set(rows.flatMap((r) => (r.parentId ? [r.parentId] : [])));
}
