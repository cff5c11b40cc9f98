/** Header carrying the opaque session token. */
export const TOKEN_HEADER = 'X-Access-Token';
/** Header carrying the tenant the request acts in; 0 when absent. */
export const TENANT_HEADER = 'X-Tenant-Id';
export const DEFAULT_TENANT_ID = 0;
/** Query parameter added to GET requests to defeat caches. */
export const TIMESTAMP_PARAM = '_t';
export const DEFAULT_API_BASE = '/api';
