/** System permissions that belong to no resource: logs, the menu tree and tenants. */
export const SYSTEM_PERMISSIONS = {
  logList: 'system:log:list',
  permissionList: 'system:permission:list',
  permissionAdd: 'system:permission:add',
  permissionEdit: 'system:permission:edit',
  permissionDelete: 'system:permission:delete',
  tenantList: 'system:tenant:list',
  tenantAdd: 'system:tenant:add',
  tenantEdit: 'system:tenant:edit',
  tenantDelete: 'system:tenant:delete',
} as const;
