export { default as RolePickerModal, type RolePickerModalProps } from './RolePickerModal';
export { default as RoleSelect, type RoleSelectProps } from './RoleSelect';
export { type PickerRole, ROLE_PICKER_WIDTH } from './role-api';
