/** Whether a click landed in a table's checkbox/radio column, which selects the row by itself. */
export function isSelectionCell(target: EventTarget | null): boolean {
  return target instanceof Element && Boolean(target.closest('.ant-table-selection-column'));
}
