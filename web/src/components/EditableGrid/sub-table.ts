/** The row sub-table popup of widgets.md section 4: locating the row, and where the popup goes. */

export const SUB_TABLE_TEXT = {
  open: '展开子表',
  close: '关闭',
  title: '子表',
  failed: '打开子表失败',
} as const;

/** Retries after the first look for the row; one more failure is 打开子表失败. */
export const SUB_TABLE_MAX_RETRIES = 3;
export const SUB_TABLE_RETRY_MS = 50;
/** The popup opens below the row only when more than this much space remains under it. */
export const SUB_TABLE_MIN_SPACE_BELOW = 350;

export type SubTablePlacement =
  | { side: 'bottom'; top: number; maxHeight: number }
  | { side: 'top'; bottom: number; maxHeight: number };

/** Below the row when more than 350 px remain under it, else above it. */
export function subTablePlacement(
  row: { top: number; bottom: number },
  viewportHeight: number,
): SubTablePlacement {
  const below = viewportHeight - row.bottom;
  if (below > SUB_TABLE_MIN_SPACE_BELOW) {
    return { side: 'bottom', top: row.bottom, maxHeight: below - 8 };
  }
  return { side: 'top', bottom: viewportHeight - row.top, maxHeight: Math.max(row.top - 8, 120) };
}

/**
 * Looks for the row's element, retrying while it is not rendered yet (a virtual row scrolled
 * into view appears a frame later). Calls `done(null)` after more than the allowed retries.
 */
export function locateRow(
  find: () => Element | null,
  schedule: (retry: () => void, ms: number) => void,
  done: (element: Element | null) => void,
  attempt = 0,
): void {
  const element = find();
  if (element) {
    done(element);
    return;
  }
  if (attempt >= SUB_TABLE_MAX_RETRIES) {
    done(null);
    return;
  }
  schedule(() => locateRow(find, schedule, done, attempt + 1), SUB_TABLE_RETRY_MS);
}
