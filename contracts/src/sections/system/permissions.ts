/** System permissions that belong to no resource: logs and upload limits. */
export const SYSTEM_PERMISSIONS = {
  logList: 'system:log:list',
  /** 上传限制: how many files a minute and megabytes a day one user may upload. */
  uploadLimitsEdit: 'system:upload:edit',
} as const;
