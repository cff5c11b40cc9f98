import { appConfig } from '../config';
import { secretKey } from './system';

type Direction = 'encryptData' | 'decryptData';

/**
 * The separate data encryption service (shell-and-system.md section 7): POST `{ appCode,
 * dataKey, data }` to its encryptData or decryptData and read `data` when `code` is 200. With
 * the switch off (no service configured) data passes through; any failure gives ''.
 */
async function viaService(direction: Direction, data: string): Promise<string> {
  const service = appConfig.encryptService;
  if (!service) return data;
  try {
    const dataKey = await secretKey();
    const res = await fetch(`${service.url}/${direction}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appCode: service.appCode, dataKey, data }),
    });
    const body = (await res.json()) as { code?: unknown; data?: unknown };
    return Number(body.code) === 200 && typeof body.data === 'string' ? body.data : '';
  } catch {
    return '';
  }
}

export const encryptData = (data: string) => viaService('encryptData', data);
export const decryptData = (data: string) => viaService('decryptData', data);
