import { TOKEN_HEADER } from '@vets/contracts';
import { appConfig } from '../config';

/**
 * The session token as a cookie for the OpenAPI pages alone (`<apiBase>/docs`): a browser
 * opening them from 接口文档 sends no token header, and in production the server shows them
 * only to an administrator. `null` removes it (sign-out).
 */
export function setDocsCookie(token: string | null): void {
  const scope = `Path=${appConfig.apiBase}/docs; SameSite=Strict${location.protocol === 'https:' ? '; Secure' : ''}`;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is missing from older Firefox and Safari
  document.cookie = token
    ? `${TOKEN_HEADER}=${encodeURIComponent(token)}; ${scope}`
    : `${TOKEN_HEADER}=; Max-Age=0; ${scope}`;
}
