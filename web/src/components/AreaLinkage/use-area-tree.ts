import { useEffect, useState } from 'react';
import { loadAreaTree } from './area-api';
import type { AreaNode } from './area-tree';

const EMPTY: AreaNode[] = [];

/** The region tree (empty while loading). */
export function useAreaTree(): { tree: AreaNode[]; loading: boolean } {
  const [tree, setTree] = useState<AreaNode[] | null>(null);
  useEffect(() => {
    let live = true;
    loadAreaTree().then(
      (loaded) => live && setTree(loaded),
      () => live && setTree(EMPTY),
    );
    return () => {
      live = false;
    };
  }, []);
  return { tree: tree ?? EMPTY, loading: tree === null };
}
