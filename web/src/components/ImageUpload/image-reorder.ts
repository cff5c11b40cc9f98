export const MOVE_UNKNOWN = '未知的操作';
export const MOVE_AT_END = '已到最后~';

export type MoveDirection = 'left' | 'right';
export type MoveResult = { ok: true; paths: string[] } | { ok: false; warning: string };

/**
 * The images with the one at `index` swapped with its left or right neighbour. Moving the
 * first left warns 未知的操作, moving the last right warns 已到最后~.
 */
export function moveImage(
  paths: readonly string[],
  index: number,
  direction: MoveDirection,
): MoveResult {
  if (!Number.isInteger(index) || index < 0 || index >= paths.length) {
    return { ok: false, warning: MOVE_UNKNOWN };
  }
  const target = direction === 'left' ? index - 1 : index + 1;
  if (target < 0) return { ok: false, warning: MOVE_UNKNOWN };
  if (target >= paths.length) return { ok: false, warning: MOVE_AT_END };
  const next = [...paths];
  [next[index], next[target]] = [next[target] as string, next[index] as string];
  return { ok: true, paths: next };
}
