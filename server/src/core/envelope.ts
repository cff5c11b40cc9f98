import type { ApiResponse } from '@vets/contracts';

export function ok<T>(result: T, message = '操作成功！'): ApiResponse<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

export function failure(code: number, message: string): ApiResponse<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}
