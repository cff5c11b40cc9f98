export { RolePermissionDrawer, type RolePermissionDrawerProps } from './RolePermissionDrawer';
export {
  departGrants,
  departRoleGrants,
  type GrantSource,
  roleGrants,
} from './role-permission-api';
