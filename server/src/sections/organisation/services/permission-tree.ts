import type { Selectable } from 'kysely';
import type { SysPermissionTable } from '../../../db/schema.js';

export type PermissionRecord = Selectable<SysPermissionTable>;

/** A row of 菜单管理: every column, plus the keys the antd tree table reads. */
interface PermissionNode extends PermissionRecord {
  key: string;
  title: string;
  leaf: boolean;
  children?: PermissionNode[];
}

/** A node of the role authorization tree. */
interface AuthTreeNode {
  key: string;
  title: string;
  slotTitle: string;
  /** 0 top-level menu, 1 sub-menu (a page), 2 button. */
  menuType: number;
  isLeaf: boolean;
  children: AuthTreeNode[];
}

export const bySortNo = (a: PermissionRecord, b: PermissionRecord) =>
  a.sortNo - b.sortNo || a.id.localeCompare(b.id);

/** Children of each parent id (null for the roots), each list sorted by sortNo. */
function childrenByParent(rows: PermissionRecord[]): Map<string | null, PermissionRecord[]> {
  const ids = new Set(rows.map((r) => r.id));
  const map = new Map<string | null, PermissionRecord[]>();
  for (const r of [...rows].sort(bySortNo)) {
    // A row whose parent is gone is listed at the top so that it can still be managed.
    const parent = r.parentId && ids.has(r.parentId) ? r.parentId : null;
    const list = map.get(parent) ?? [];
    list.push(r);
    map.set(parent, list);
  }
  return map;
}

export function toNode(row: PermissionRecord, leaf: boolean): PermissionNode {
  return { ...row, key: row.id, title: row.name, leaf };
}

/** The whole tree; with `keep`, only the kept rows (a kept row's ancestors must be kept too). */
export function buildPermissionTree(
  rows: PermissionRecord[],
  keep?: ReadonlySet<string>,
): PermissionNode[] {
  const kids = childrenByParent(keep ? rows.filter((r) => keep.has(r.id)) : rows);
  const build = (parent: string | null, seen: Set<string>): PermissionNode[] =>
    (kids.get(parent) ?? [])
      .filter((r) => !seen.has(r.id))
      .map((r) => {
        const children = build(r.id, new Set(seen).add(r.id));
        const node = toNode(r, children.length === 0);
        if (children.length) node.children = children;
        return node;
      });
  return build(null, new Set());
}

/** Ids of the rows whose name contains `name` (case-insensitive), with all their ancestors. */
export function matchWithAncestors(rows: PermissionRecord[], name: string): Set<string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const needle = name.toLowerCase();
  const keep = new Set<string>();
  for (const r of rows) {
    if (!r.name.toLowerCase().includes(needle)) continue;
    let current: PermissionRecord | undefined = r;
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
  }
  return keep;
}

/** The ids of `roots` and everything below them. */
export function withDescendants(
  rows: Array<Pick<PermissionRecord, 'id' | 'parentId'>>,
  roots: string[],
): string[] {
  const kids = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.parentId) continue;
    const list = kids.get(r.parentId) ?? [];
    list.push(r.id);
    kids.set(r.parentId, list);
  }
  const found = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const id = queue.shift()!;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(kids.get(id) ?? []));
  }
  return [...found];
}

/** The authorization tree of the active rows; rows below an inactive or missing parent drop out. */
export function buildAuthTree(rows: PermissionRecord[]): AuthTreeNode[] {
  const kids = new Map<string | null, PermissionRecord[]>();
  for (const r of [...rows].sort(bySortNo)) {
    const list = kids.get(r.parentId) ?? [];
    list.push(r);
    kids.set(r.parentId, list);
  }
  const build = (parent: string | null, seen: Set<string>): AuthTreeNode[] =>
    (kids.get(parent) ?? [])
      .filter((r) => !seen.has(r.id))
      .map((r) => {
        const children = build(r.id, new Set(seen).add(r.id));
        return {
          key: r.id,
          title: r.name,
          slotTitle: r.name,
          menuType: r.menuType,
          isLeaf: children.length === 0,
          children,
        };
      });
  return build(null, new Set());
}

export function treeKeys(nodes: AuthTreeNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...treeKeys(n.children)]);
}
