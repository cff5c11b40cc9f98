import { categoryApi } from '@vets/contracts';
import { call } from '../../api/call';
import { http } from '../../api/request';
import { type TreeNode, toTreeNodes } from './tree-nodes';

/** Loads the children of `pid` (the root's pid for the first level). */
export type TreeLoader = (pid: string) => Promise<TreeNode[]>;

export interface TreeDataQuery {
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField?: string;
  /** JSON text of an object of extra filters. */
  condition?: string;
}

/** The loader of `GET /sys/dict/loadTreeData` over one table. */
export function treeDataLoader(query: TreeDataQuery): TreeLoader {
  return async (pid) => {
    const res = await http.get<unknown>('/sys/dict/loadTreeData', { pid, ...query });
    return toTreeNodes(res.result);
  };
}

/** The root categories under the category code `pcode`. Failures are the caller's to show. */
export async function loadCategoryRoot(pcode: string, condition?: string): Promise<TreeNode[]> {
  const res = await call(
    categoryApi.loadTreeRoot,
    { query: { pcode, condition } },
    { silent: true },
  );
  return toTreeNodes(res.result);
}

export async function loadCategoryChildren(pid: string): Promise<TreeNode[]> {
  const res = await call(categoryApi.loadTreeChildren, { query: { pid } });
  return toTreeNodes(res.result);
}

/** The names of categories by id, in the ids' order. */
export async function loadCategoryTexts(ids: readonly string[]): Promise<string[]> {
  const res = await call(categoryApi.loadDictItem, { query: { ids: ids.join(',') } });
  return Array.isArray(res.result) ? res.result : [];
}
