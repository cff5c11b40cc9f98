import { Upload } from 'antd';
import { ui } from '../ui-bridge';
import { IMAGE_ONLY_MESSAGE, isImageFile } from './image-rules';

/** An Upload `beforeUpload` that lets images through and warns 请上传图片 for anything else. */
export function imagesOnly(file: { type?: string | null }): boolean | typeof Upload.LIST_IGNORE {
  if (isImageFile(file)) return true;
  ui().message.warning(IMAGE_ONLY_MESSAGE);
  return Upload.LIST_IGNORE;
}
