export {
  default as SelectModal,
  type SelectModalProps,
  type SelectQueryItem,
} from './SelectModal';
export {
  SELECT_MODAL_PAGE_SIZE,
  SELECT_MODAL_PAGE_SIZE_OPTIONS,
  SELECT_MODAL_WIDTH,
} from './select-modal';
