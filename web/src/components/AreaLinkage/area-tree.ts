import type { AreaNode } from '@vets/contracts';
import { REGION_ROOT_CODE } from '@vets/contracts';

/** A region of the GB/T 2260 tree under root 86: level 1 province, 2 city, 3 district. */
export type { AreaNode };

export const AREA_TYPES = ['cascader', 'select'] as const;
export type AreaType = (typeof AREA_TYPES)[number];
export const BAD_TYPE_TEXT = 'Bad type value';

export function isAreaType(type: unknown): type is AreaType {
  return (AREA_TYPES as readonly unknown[]).includes(type);
}

const indexes = new WeakMap<readonly AreaNode[], Map<string, AreaNode>>();

/** Every node of the tree by code, built once per tree. */
export function areaIndex(tree: readonly AreaNode[]): Map<string, AreaNode> {
  let index = indexes.get(tree);
  if (!index) {
    const built = new Map<string, AreaNode>();
    const walk = (nodes: readonly AreaNode[]) => {
      for (const node of nodes) {
        built.set(node.id, node);
        if (node.children) walk(node.children);
      }
    };
    walk(tree);
    indexes.set(tree, built);
    index = built;
  }
  return index;
}

/** The codes from the province down to `code` (a cascader's value); empty when unknown. */
export function findAreaPath(tree: readonly AreaNode[], code: string | null | undefined): string[] {
  if (!code) return [];
  const index = areaIndex(tree);
  const path: string[] = [];
  let node = index.get(code);
  while (node) {
    path.unshift(node.id);
    node = node.pid === REGION_ROOT_CODE ? undefined : index.get(node.pid);
  }
  return path;
}

/** The name of a code, or '' when unknown. */
export function areaLabel(tree: readonly AreaNode[], code: string | null | undefined): string {
  return code ? (areaIndex(tree).get(code)?.text ?? '') : '';
}

/** The names from the province down to `code`, e.g. '河北省/石家庄市/长安区'. */
export function areaPathLabel(
  tree: readonly AreaNode[],
  code: string | null | undefined,
  separator = '/',
): string {
  return findAreaPath(tree, code)
    .map((c) => areaLabel(tree, c))
    .join(separator);
}

/** The children of a code, or the provinces for none. */
export function areaChildren(tree: readonly AreaNode[], code: string | undefined): AreaNode[] {
  if (!code) return [...tree];
  return areaIndex(tree).get(code)?.children ?? [];
}
