export { default as PopupInput, type PopupInputProps } from './PopupInput';
export {
  checkPopupParams,
  DEFAULT_SPLITER,
  mapPopupRows,
  POPUP_COUNT_ERROR,
  POPUP_PARAMS_ERROR,
} from './popup-params';
export { popupRowKey, REPORT_POPUP_WIDTH, SELECT_ONE_WARNING } from './popup-rows';
export { default as ReportPopupModal, type ReportPopupModalProps } from './ReportPopupModal';
export { REPORT_CACHE_MS } from './report-cache';
