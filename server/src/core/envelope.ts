import type { ApiResponse } from '@vets/contracts';

export function ok<T>(result: T, message = '操作成功！'): ApiResponse<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

/**
 * The success envelope around a result that is already JSON text, for hot paths whose result
 * is cached serialised. Same shape as `ok`.
 */
export function okJson(resultJson: string, message = '操作成功！'): string {
  return `{"success":true,"message":${JSON.stringify(message)},"code":200,"result":${resultJson},"timestamp":${Date.now()}}`;
}

export function failure(code: number, message: string): ApiResponse<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}
