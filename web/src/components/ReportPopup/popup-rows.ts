/** Report popup constants (widgets.md section 9). */
export const REPORT_POPUP_WIDTH = 1200;
export const POPUP_ROW_KEY_LENGTH = 50;
export const SELECT_ONE_WARNING = 'please select one record';

export type ReportRow = Record<string, unknown>;

/** Report rows may lack a unique id: the key is the id followed by the other values, cut to 50. */
export function popupRowKey(row: ReportRow): string {
  let key = row.id === undefined || row.id === null ? '' : String(row.id);
  for (const [field, value] of Object.entries(row)) {
    if (field === 'id') continue;
    key += value === undefined || value === null ? '' : String(value);
  }
  return key.slice(0, POPUP_ROW_KEY_LENGTH);
}

/** Whether confirming is refused: nothing selected, or several in single mode. */
export function needsOneRecord(selectedCount: number, multi: boolean): boolean {
  return selectedCount === 0 || (!multi && selectedCount > 1);
}
