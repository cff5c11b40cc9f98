export { default as ImageCell, type ImageCellProps } from './ImageCell';
export { default as ImageUpload, type ImageUploadProps } from './ImageUpload';
export { MOVE_AT_END, MOVE_UNKNOWN, moveImage } from './image-reorder';
export { IMAGE_BUTTON_TEXT, IMAGE_ONLY_MESSAGE, isImageFile } from './image-rules';
