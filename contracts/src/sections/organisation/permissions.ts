/** Organisation permissions that belong to no resource: the menu tree and role grants. */
export const ORGANISATION_PERMISSIONS = {
  /**
   * Giving users roles or taking them away (the user form's 角色分配). Editing a user does not
   * include it, and even with it nobody grants or takes a role carrying permissions they lack.
   */
  userGrantRole: 'system:user:grantRole',
  permissionList: 'system:permission:list',
  permissionAdd: 'system:permission:add',
  permissionEdit: 'system:permission:edit',
  permissionDelete: 'system:permission:delete',
} as const;
