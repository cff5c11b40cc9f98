/** widgets.md sections 2 and 5: the image widgets' texts. */
export const IMAGE_ONLY_MESSAGE = '请上传图片';
export const IMAGE_BUTTON_TEXT = 'upload image';

/** Only files whose type names an image may be uploaded. */
export function isImageFile(file: { type?: string | null }): boolean {
  return (file.type ?? '').includes('image');
}
