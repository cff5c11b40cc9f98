import { REGION_ROOT_CODE } from '@vets/contracts';
import { type AreaNode, areaIndex, findAreaPath } from './area-tree';

/** The node grouping the provinces other than the installation's. */
export const OTHER_PROVINCES = 'other-provinces';
export const OTHER_PROVINCES_TEXT = '其他省份';

const homeOf = (tree: readonly AreaNode[], home: string) =>
  tree.find((n) => n.id === home && n.children?.length);

/**
 * The region tree as a picker opening at the installation's province: its cities first, then
 * 其他省份 holding every other province. With `withProvince` the province itself comes first,
 * for fields that may name a whole province. Unchanged when the province is not in the tree.
 */
export function homeTree(
  tree: readonly AreaNode[],
  home: string,
  withProvince = false,
): AreaNode[] {
  const province = homeOf(tree, home);
  if (!province) return [...tree];
  const others = tree.filter((n) => n !== province);
  const { children: _, ...itself } = province;
  return [
    ...(withProvince ? [itself] : []),
    ...(province.children ?? []),
    ...(others.length
      ? [
          {
            id: OTHER_PROVINCES,
            text: OTHER_PROVINCES_TEXT,
            pid: REGION_ROOT_CODE,
            level: 0,
            children: others,
          },
        ]
      : []),
  ];
}

/**
 * The picker's path to `code` in the home tree; empty for an unknown code, and for the province
 * itself unless the tree lists it (`withProvince`).
 */
export function homePath(
  tree: readonly AreaNode[],
  home: string,
  code: string,
  withProvince = false,
): string[] {
  const path = findAreaPath(tree, code);
  if (!path.length || !homeOf(tree, home)) return path;
  if (code === home) return withProvince ? [home] : [];
  if (path[0] === home) return path.slice(1);
  return tree.length > 1 ? [OTHER_PROVINCES, ...path] : path;
}

/** The code a picker's path names: its last step (none for the 其他省份 group). */
export function codeOfPath(path: ReadonlyArray<string | number>): string | undefined {
  const last = path.at(-1);
  return last === undefined || last === OTHER_PROVINCES ? undefined : String(last);
}

/** The picker's paths to several codes; the province itself is every one of its cities. */
export function homePaths(tree: readonly AreaNode[], home: string, codes: string[]): string[][] {
  return codes.flatMap((code) => {
    const province = code === home ? homeOf(tree, home) : undefined;
    if (province) return (province.children ?? []).map((c) => [c.id]);
    const path = homePath(tree, home, code);
    return path.length ? [path] : [];
  });
}

/** The codes several chosen paths name; the whole 其他省份 group stands for its provinces. */
export function codesOfPaths(
  tree: readonly AreaNode[],
  home: string,
  paths: ReadonlyArray<ReadonlyArray<string | number>>,
): string[] {
  const codes = paths.flatMap((path) =>
    path.length === 1 && path[0] === OTHER_PROVINCES
      ? tree.filter((n) => n.id !== home).map((n) => n.id)
      : [codeOfPath(path)].filter((c): c is string => c !== undefined),
  );
  return [...new Set(codes)];
}

/** The names from the province down to `code` ('河北省 / 石家庄市 / 长安区'). */
export function fullAreaName(tree: readonly AreaNode[], code: string | undefined): string {
  if (!code) return '';
  const index = areaIndex(tree);
  return findAreaPath(tree, code)
    .map((c) => index.get(c)?.text ?? c)
    .join(' / ');
}
