import { Tooltip, type UploadFile } from 'antd';
import type { ReactElement } from 'react';
import { ui } from '../ui-bridge';
import { UPLOAD_ERROR_TITLE, uploadErrorText, uploadTooltip } from '../upload/upload-status';

/** The '上传出错' notification with the server's message, or 未知错误. */
export function notifyUploadError(message?: string): void {
  ui().notification.error({ title: UPLOAD_ERROR_TITLE, description: uploadErrorText(message) });
}

/** An upload list item under a tooltip telling its state: 上传中(N%), 上传完成 or 上传失败. */
export function renderUploadItem(node: ReactElement, file: UploadFile): ReactElement {
  const title = file.status === 'removed' ? '' : uploadTooltip(file.status, file.percent);
  return title ? <Tooltip title={title}>{node}</Tooltip> : node;
}
