export {
  type ChosenDepart,
  type DepartPickerModalProps,
  default as DepartPickerModal,
} from './DepartPickerModal';
export { type DepartSelectProps, default as DepartSelect } from './DepartSelect';
export { DEPART_PICKER_WIDTH, type DepartNode } from './depart-api';
