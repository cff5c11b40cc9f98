import { uploadApi } from '@vets/contracts';
import type { UploadFile } from 'antd';
import { joinValues, splitValues } from '../DictSelect/dict-text';

export const DEFAULT_UPLOAD_ACTION = uploadApi.commonUpload.path;
export const DEFAULT_UPLOAD_BIZ = 'temp';
/** The response field holding the stored path (the upload call answers it in `message`). */
export const DEFAULT_RESPONSE_FIELD = 'message';

/** An upload list entry that knows the stored path of its file once uploaded. */
export interface PathFile extends UploadFile {
  path?: string;
}

interface UploadBody {
  success?: unknown;
  message?: unknown;
  [field: string]: unknown;
}

/** The stored path an upload answered in `field`, or null for a failure or no path. */
export function responsePath(
  response: unknown,
  field: string = DEFAULT_RESPONSE_FIELD,
): string | null {
  if (!response || typeof response !== 'object') return null;
  const body = response as UploadBody;
  if (body.success === false) return null;
  const path = body[field];
  return typeof path === 'string' && path.trim() !== '' ? path : null;
}

/** The server's message of a failed upload, if it sent one. */
export function responseMessage(response: unknown): string | undefined {
  if (typeof response === 'string') return response || undefined;
  const message = (response as UploadBody | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** With a limit N above 0 only the last N entries stay; 0 keeps all. */
export function keepLast<T>(list: readonly T[], limit: number): T[] {
  return limit > 0 ? list.slice(-limit) : [...list];
}

/** The last part of a stored path, e.g. 'temp/20260301/ab12.pdf' → 'ab12.pdf'. */
export function fileNameOfPath(path: string): string {
  const clean = path.split('?')[0] ?? '';
  return clean.split('/').filter(Boolean).pop() ?? path;
}

/** The upload list of a comma-joined value of stored paths. */
export function valueFileList(
  value: string | null | undefined,
  toUrl: (path: string) => string,
): PathFile[] {
  return splitValues(value).map((path, i) => ({
    uid: `stored-${i}-${path}`,
    name: fileNameOfPath(path),
    status: 'done',
    url: toUrl(path),
    path,
  }));
}

/**
 * The entry after an upload event: a finished upload gets its path from the response; one
 * that finished without a path (the server said no) counts as failed.
 */
export function settleFile(
  file: PathFile,
  field: string,
  toUrl: (path: string) => string,
): PathFile {
  if (file.status !== 'done' || file.path) return file;
  const path = responsePath(file.response, field);
  if (!path) return { ...file, status: 'error' };
  return { ...file, path, url: toUrl(path) };
}

/** The comma-joined paths of the uploaded entries, in list order. */
export function fileListValue(list: readonly PathFile[]): string {
  return joinValues(list.filter((f) => f.status === 'done' && f.path).map((f) => f.path as string));
}
