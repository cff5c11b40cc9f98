import { sessionHeaders } from '../../api/request';
import { appConfig } from '../../config';
import { DEFAULT_UPLOAD_ACTION, DEFAULT_UPLOAD_BIZ } from './upload-value';

/** The upload URL under the API base, unless already absolute. */
export function uploadAction(action: string = DEFAULT_UPLOAD_ACTION): string {
  return /^(https?:)?\/\//.test(action) ? action : `${appConfig.apiBase}${action}`;
}

/** The session headers an upload carries, only when asked to (widgets.md section 6). */
export function uploadHeaders(withToken: boolean): Record<string, string> {
  return withToken ? sessionHeaders() : {};
}

/** The form fields sent before the file: the business folder, and image-only for images. */
export function uploadData(
  biz: string = DEFAULT_UPLOAD_BIZ,
  imageOnly = false,
): Record<string, string> {
  return { biz: biz || DEFAULT_UPLOAD_BIZ, isup: '1', ...(imageOnly ? { accept: 'image' } : {}) };
}
