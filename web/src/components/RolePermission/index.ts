export { RolePermissionDrawer, type RolePermissionDrawerProps } from './RolePermissionDrawer';
