/** The response envelope every API call answers with. `code` mirrors the HTTP status. */
export interface ApiResponse<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** One page of a list. */
export interface PageResult<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/**
 * Business codes a body may carry besides the HTTP status mirror.
 * 201: an import finished with rejected rows; 510: a business warning the client shows as such.
 */
export const BODY_CODE = {
  ok: 200,
  importPartial: 201,
  warning: 510,
} as const;
