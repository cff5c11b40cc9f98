/** Texts of the upload widgets (widgets.md section 8, "Upload error"). */
export type UploadStatus = 'uploading' | 'done' | 'error' | 'removed';

export const UPLOAD_ERROR_TITLE = '上传出错';
export const UPLOAD_UNKNOWN_ERROR = '未知错误';

/** The tooltip over an upload item: '上传中(N%)', '上传完成' or '上传失败'; nothing once removed. */
export function uploadTooltip(status: UploadStatus | undefined, percent?: number): string {
  switch (status) {
    case 'uploading': {
      const value = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent ?? 0)) : 0;
      return `上传中(${Math.floor(value)}%)`;
    }
    case 'done':
      return '上传完成';
    case 'error':
      return '上传失败';
    default:
      return '';
  }
}

/** The description of the '上传出错' notification. */
export function uploadErrorText(message?: string | null): string {
  return `错误信息：${message?.trim() ? message : UPLOAD_UNKNOWN_ERROR}`;
}

export function uploadFailedText(fileName: string): string {
  return `${fileName} 上传失败.`;
}
