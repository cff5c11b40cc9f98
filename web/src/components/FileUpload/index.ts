export { default as FileCell, type FileCellProps } from './FileCell';
export { default as FileUpload, type FileUploadProps } from './FileUpload';
export { FILE_NAME_DISPLAY_LENGTH, shortFileName } from './file-name';
export {
  DEFAULT_RESPONSE_FIELD,
  DEFAULT_UPLOAD_ACTION,
  DEFAULT_UPLOAD_BIZ,
  fileNameOfPath,
} from './upload-value';
