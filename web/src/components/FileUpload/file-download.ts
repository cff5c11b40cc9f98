import { downloadFile, staticUrl } from '../../api/files';

/** Saves an uploaded file: through the API with the session for stored paths, else opens it. */
export function downloadStored(path: string, name: string): void {
  if (/^(https?:|data:|blob:)/.test(path) || path.startsWith('//')) {
    window.open(staticUrl(path), '_blank', 'noopener');
    return;
  }
  void downloadFile(`/sys/common/static/${path.replace(/^\/+/, '')}`, {}, name);
}
