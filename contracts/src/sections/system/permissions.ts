/** System permissions that belong to no resource: logs, the menu tree and role grants. */
export const SYSTEM_PERMISSIONS = {
  /**
   * Giving users roles or taking them away (the user form's 角色分配). Editing a user does not
   * include it, and even with it nobody grants or takes a role carrying permissions they lack.
   */
  userGrantRole: 'system:user:grantRole',
  logList: 'system:log:list',
  permissionList: 'system:permission:list',
  permissionAdd: 'system:permission:add',
  permissionEdit: 'system:permission:edit',
  permissionDelete: 'system:permission:delete',
  /** 上传限制: how many files a minute and megabytes a day one user may upload. */
  uploadLimitsEdit: 'system:upload:edit',
} as const;
