/** The popup picker's configuration errors (widgets.md section 5, word for word). */
export const POPUP_PARAMS_ERROR = 'popup parameters not configured correctly!';
export const POPUP_COUNT_ERROR =
  'popup parameters not configured correctly, original and target counts differ!';

export const DEFAULT_SPLITER = ',';

export interface PopupParams {
  code?: string | null;
  orgFields?: string | null;
  destFields?: string | null;
}

export type PopupFields =
  | { ok: true; orgFields: string[]; destFields: string[] }
  | { ok: false; error: string };

function fieldList(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
}

/** The report fields to read and the form fields to fill, or what is wrong with the configuration. */
export function checkPopupParams(params: PopupParams): PopupFields {
  const orgFields = fieldList(params.orgFields);
  const destFields = fieldList(params.destFields);
  if (!params.code?.trim() || !orgFields.length || !destFields.length) {
    return { ok: false, error: POPUP_PARAMS_ERROR };
  }
  if (orgFields.length !== destFields.length) return { ok: false, error: POPUP_COUNT_ERROR };
  return { ok: true, orgFields, destFields };
}

function cellText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * Each destination field receives the matching report field of every selected row, joined with
 * the spliter: orgFields[i] of the rows → destFields[i].
 */
export function mapPopupRows(
  rows: ReadonlyArray<Record<string, unknown>>,
  orgFields: readonly string[],
  destFields: readonly string[],
  spliter = DEFAULT_SPLITER,
): Record<string, string> {
  const result: Record<string, string> = {};
  destFields.forEach((dest, i) => {
    const org = orgFields[i];
    result[dest] = org === undefined ? '' : rows.map((row) => cellText(row[org])).join(spliter);
  });
  return result;
}
