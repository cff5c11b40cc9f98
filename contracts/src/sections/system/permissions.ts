/** System permissions that belong to no resource: logs and the menu tree. */
export const SYSTEM_PERMISSIONS = {
  logList: 'system:log:list',
  permissionList: 'system:permission:list',
  permissionAdd: 'system:permission:add',
  permissionEdit: 'system:permission:edit',
  permissionDelete: 'system:permission:delete',
} as const;
