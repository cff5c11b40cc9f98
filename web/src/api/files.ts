import { TOKEN_HEADER } from '@vets/contracts';
import { ui } from '../components/ui-bridge';
import { useSession } from '../stores/session';
import { mapError, NOTICE_TITLE } from './error-mapping';
import { handleError, type RequestOptions } from './request';
import { buildUrl } from './transport';

export { staticUrl } from './static-url';

const DOWNLOAD_TEXT = { failed: '文件下载失败', unknownFile: '未知的文件' } as const;

/** The file name a Content-Disposition header names, preferring the UTF-8 form. */
function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/** Saves a blob under a file name through a temporary link. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * GETs a file with the session header and saves it. Error bodies come back as blobs, so
 * they are parsed for the token-expired case; other failures say 文件下载失败.
 */
export async function downloadFile(
  url: string,
  params: RequestOptions['params'] = {},
  fallbackName = 'download',
): Promise<boolean> {
  const token = useSession.getState().token;
  let response: Response;
  try {
    response = await fetch(buildUrl(url, 'GET', params), {
      headers: token ? { [TOKEN_HEADER]: token } : {},
    });
  } catch {
    ui().notification.error({ title: NOTICE_TITLE, description: DOWNLOAD_TEXT.failed });
    return false;
  }
  if (!response.ok) {
    let message = '';
    try {
      message = JSON.parse(await response.text()).message ?? '';
    } catch {
      // not JSON
    }
    const action = mapError({ status: response.status, message, hasToken: Boolean(token) });
    if (action.kind === 'logout-reload' || action.kind === 'relogin-dialog') handleError(action);
    else
      ui().notification.error({
        title: NOTICE_TITLE,
        description: message || DOWNLOAD_TEXT.failed,
      });
    return false;
  }
  const blob = await response.blob();
  if (!blob.size) {
    ui().message.warning(DOWNLOAD_TEXT.unknownFile);
    return false;
  }
  saveBlob(blob, dispositionName(response.headers.get('content-disposition')) ?? fallbackName);
  return true;
}
