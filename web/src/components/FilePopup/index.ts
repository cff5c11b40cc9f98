export { default as FilePopup, type FilePopupProps } from './FilePopup';
export * from './file-popup';
