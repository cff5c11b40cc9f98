export { default as UserPickerModal, type UserPickerModalProps } from './UserPickerModal';
export { default as UserSelect, type UserSelectProps } from './UserSelect';
export { type PickerUser, USER_PICKER_WIDTH } from './user-api';
