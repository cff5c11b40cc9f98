import { type Key, useState } from 'react';
import { type DepartNode, loadDepartChildren } from './depart-api';
import { attachDepartChildren } from './depart-tree';

/** A department tree whose levels load when they are expanded. */
export function useDepartTree() {
  const [tree, setTree] = useState<DepartNode[]>([]);
  const [loading, setLoading] = useState(false);

  const loadData = async (node: { key: Key; children?: unknown }) => {
    if (node.children) return;
    const key = String(node.key);
    const children = await loadDepartChildren(key);
    setTree((t) => attachDepartChildren(t, key, children));
  };

  return { tree, setTree, loading, setLoading, loadData };
}
