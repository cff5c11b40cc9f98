export { PermissionDataRuleDrawer } from './PermissionDataRuleDrawer';
export { RoleDataRuleModal } from './RoleDataRuleModal';
