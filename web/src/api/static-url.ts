import { appConfig } from '../config';

/** The URL of an uploaded file: the static path under the API, unless already absolute. */
export function staticUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('blob:'))
    return path;
  return `${appConfig.apiBase}/sys/common/static/${path.replace(/^\/+/, '')}`;
}
