import type { AuthTreeNode } from './role-permission-api';

export interface TreeIndex {
  parent: Map<string, string | null>;
  children: Map<string, string[]>;
}

export function indexTree(nodes: AuthTreeNode[]): TreeIndex {
  const index: TreeIndex = { parent: new Map(), children: new Map() };
  const walk = (list: AuthTreeNode[], parent: string | null) => {
    for (const n of list) {
      index.parent.set(n.key, parent);
      index.children.set(
        n.key,
        n.children.map((c) => c.key),
      );
      walk(n.children, n.key);
    }
  };
  walk(nodes, null);
  return index;
}

function descendants(index: TreeIndex, key: string): string[] {
  return (index.children.get(key) ?? []).flatMap((c) => [c, ...descendants(index, c)]);
}

function ancestors(index: TreeIndex, key: string): string[] {
  const found: string[] = [];
  let p = index.parent.get(key) ?? null;
  while (p !== null && !found.includes(p)) {
    found.push(p);
    p = index.parent.get(p) ?? null;
  }
  return found;
}

/**
 * Checking grants the node with everything below it, and the menus above it so that it can be
 * reached; unchecking takes the node and everything below it. A page may thus be granted without
 * some of its buttons, which a parent-child linked tree cannot express.
 */
export function toggleNode(
  checked: ReadonlySet<string>,
  key: string,
  check: boolean,
  index: TreeIndex,
): Set<string> {
  const next = new Set(checked);
  const subtree = [key, ...descendants(index, key)];
  if (check) for (const k of [...subtree, ...ancestors(index, key)]) next.add(k);
  else for (const k of subtree) next.delete(k);
  return next;
}
