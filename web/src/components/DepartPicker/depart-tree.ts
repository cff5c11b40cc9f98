import type { DepartNode } from './depart-api';

/** The tree with `children` loaded under `key`; a node without children becomes a leaf. */
export function attachDepartChildren(
  tree: readonly DepartNode[],
  key: string,
  children: DepartNode[],
): DepartNode[] {
  return tree.map((node) => {
    if (node.key === key) {
      const { children: _old, ...rest } = node;
      return children.length ? { ...rest, isLeaf: false, children } : { ...rest, isLeaf: true };
    }
    if (!node.children) return node;
    return { ...node, children: attachDepartChildren(node.children, key, children) };
  });
}

/** Every node of the tree by key. */
export function nodesByKey(tree: readonly DepartNode[]): Map<string, DepartNode> {
  const found = new Map<string, DepartNode>();
  const walk = (nodes: readonly DepartNode[]) => {
    for (const node of nodes) {
      found.set(node.key, node);
      if (node.children) walk(node.children);
    }
  };
  walk(tree);
  return found;
}

/** The checked keys after a node is checked or unchecked; single mode keeps only the last one. */
export function checkDepart(
  checked: readonly string[],
  key: string,
  on: boolean,
  multi: boolean,
): string[] {
  if (!on) return checked.filter((k) => k !== key);
  if (!multi) return [key];
  return checked.includes(key) ? [...checked] : [...checked, key];
}
