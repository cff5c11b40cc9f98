import { FILE_LINKS_MAX, type FileLink, uploadApi } from '@vets/contracts';
import { call } from './call';
import { staticUrl } from './static-url';

/** Whether a value is the key of a stored upload, not an address of its own. */
export const isStoredPath = (path: string) =>
  !/^(https?:|data:|blob:)/.test(path) && !path.startsWith('//');

/**
 * The original names of stored uploads the caller may open, with a short-lived signature for
 * each private one: `<img>` and links cannot send the session header.
 */
export async function fetchFileLinks(paths: readonly string[]): Promise<Map<string, FileLink>> {
  const stored = [...new Set(paths.filter(isStoredPath))].slice(0, FILE_LINKS_MAX);
  if (!stored.length) return new Map();
  const res = await call(uploadApi.fileLinks, { body: { paths: stored } }, { silent: true });
  return new Map(res.result.map((link) => [link.path, link]));
}

/** The address that opens an upload: signed when it is private. */
export const linkUrl = (link: FileLink) =>
  staticUrl(link.path) + (link.signature ? `?sig=${encodeURIComponent(link.signature)}` : '');

/** An upload's address that opens in an `<img>` now (a fresh upload is still private). */
export async function openableUrl(path: string): Promise<string> {
  const link = (await fetchFileLinks([path])).get(path);
  return link ? linkUrl(link) : staticUrl(path);
}
