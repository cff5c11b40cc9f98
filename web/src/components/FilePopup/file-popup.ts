import type { UploadFile } from 'antd';

export const FILE_POPUP_WIDTH = 520;
export const FILE_POPUP_BODY_HEIGHT = 200;
/** No limit on the number of files. */
export const UNLIMITED_FILES = 0;
export const NO_FILE_MESSAGE = '未上传任何文件';

interface UploadResponse {
  success?: boolean;
  message?: string;
}

/** The stored path of an uploaded file: the `message` of a successful response. */
export function responsePath(file: Pick<UploadFile, 'status' | 'response'>): string | null {
  if (file.status !== 'done') return null;
  const res = file.response as UploadResponse | undefined;
  return res?.success && res.message ? res.message : null;
}

/** With a limit N above 0, only the last N files; otherwise all of them. */
export function keepLastFiles<T>(files: T[], limit: number = UNLIMITED_FILES): T[] {
  return limit > 0 && files.length > limit ? files.slice(-limit) : files;
}

/** Upload items for paths already stored (comma-joined), shown as done. */
export function filesFromPaths(paths: string | null | undefined): UploadFile[] {
  return (paths ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((path, i) => ({
      uid: `stored-${i}-${path}`,
      name: path.split('/').pop() ?? path,
      status: 'done',
      response: { success: true, message: path },
    }));
}

/** The comma-joined paths to return on confirm, or the 未上传任何文件 error. */
export function filePopupResult(
  files: Pick<UploadFile, 'status' | 'response'>[],
): { ok: true; value: string } | { ok: false; error: string } {
  const paths = files.map(responsePath).filter((p): p is string => Boolean(p));
  return paths.length
    ? { ok: true, value: paths.join(',') }
    : { ok: false, error: NO_FILE_MESSAGE };
}
