export const TREE_RESPONSE_UNRECOGNIZED = '返回数据类型不识别';

/** A node of the tree selects, as antd's TreeSelect takes it. */
export interface TreeNode {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: TreeNode[];
}

/** A node as the tree calls answer it: loadTreeData (key, value, title, leaf …) or category (key, code, name, leaf …). */
interface ServerNode {
  key?: unknown;
  value?: unknown;
  id?: unknown;
  title?: unknown;
  label?: unknown;
  name?: unknown;
  text?: unknown;
  leaf?: unknown;
  isLeaf?: unknown;
  children?: unknown;
}

/** The rows of a tree response: an array, or a page's `records`; anything else is '返回数据类型不识别'. */
export function responseRecords(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  if (
    result &&
    typeof result === 'object' &&
    Array.isArray((result as { records?: unknown }).records)
  ) {
    return (result as { records: unknown[] }).records;
  }
  throw new Error(TREE_RESPONSE_UNRECOGNIZED);
}

/** A leaf flag sent as true, 1 or '1' (or 'true'). */
export function isLeafFlag(flag: unknown): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}

const text = (...candidates: unknown[]): string => {
  const found = candidates.find((c) => c !== undefined && c !== null && c !== '');
  return found === undefined ? '' : String(found);
};

export function toTreeNode(raw: unknown): TreeNode {
  const node = (raw ?? {}) as ServerNode;
  const value = text(node.value, node.key, node.id);
  const result: TreeNode = {
    key: text(node.key, node.id, node.value),
    value,
    title: text(node.title, node.label, node.name, node.text, value),
    isLeaf: isLeafFlag(node.isLeaf ?? node.leaf),
  };
  if (Array.isArray(node.children)) {
    if (node.children.length) result.children = node.children.map(toTreeNode);
    else result.isLeaf = true;
  }
  return result;
}

/** The nodes of a tree response (see `responseRecords`). */
export function toTreeNodes(result: unknown): TreeNode[] {
  return responseRecords(result).map(toTreeNode);
}

/**
 * The tree with `children` loaded under the node `key`; a node that turns out to have no
 * children becomes a leaf.
 */
export function attachChildren(
  tree: readonly TreeNode[],
  key: string,
  children: TreeNode[],
): TreeNode[] {
  return tree.map((node) => {
    if (node.key === key) {
      const { children: _old, ...rest } = node;
      return children.length ? { ...rest, isLeaf: false, children } : { ...rest, isLeaf: true };
    }
    if (!node.children) return node;
    return { ...node, children: attachChildren(node.children, key, children) };
  });
}

/** The title of every node in the tree, by value. */
export function titlesByValue(tree: readonly TreeNode[]): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (nodes: readonly TreeNode[]) => {
    for (const node of nodes) {
      found.set(node.value, node.title);
      if (node.children) walk(node.children);
    }
  };
  walk(tree);
  return found;
}
