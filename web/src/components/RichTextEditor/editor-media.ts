import { type EndpointResult, uploadApi } from '@vets/contracts';
import { http } from '../../api/request';

/** Multipart, so sent with `http.post` (the contract declares no JSON body for it). */
export const EDITOR_UPLOAD_URL = uploadApi.commonUpload.path;
export const EDITOR_UPLOAD_BIZ = 'editor';

/**
 * A link as typed by the user, made safe for the server's sanitiser: http, https, mailto and
 * site paths are kept; anything else with a scheme is refused (empty); a bare host gets http://.
 */
export function normalizeLink(input: string): string {
  const url = input.trim();
  if (!url) return '';
  if (/^(https?:\/\/|mailto:|\/(?!\/))/i.test(url)) return url;
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return '';
  return `http://${url}`;
}

/** An image source typed by the user: http(s) addresses and site paths only. */
export function normalizeImageSrc(input: string): string {
  const url = input.trim();
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : '';
}

/** Uploads an image for the editor and returns the stored path from the response message. */
export async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  // The server reads the fields sent before the file.
  form.append('biz', EDITOR_UPLOAD_BIZ);
  form.append('accept', 'image');
  form.append('file', file);
  const res = await http.post<EndpointResult<typeof uploadApi.commonUpload>>(
    EDITOR_UPLOAD_URL,
    form,
    { silent: true },
  );
  if (!res.success || !res.message) throw new Error(res.message || '');
  return res.message;
}
