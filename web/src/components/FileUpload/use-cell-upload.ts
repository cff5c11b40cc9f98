import type { UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { notifyUploadError } from './upload-feedback';
import { uploadAction, uploadData, uploadHeaders } from './upload-request';
import { DEFAULT_UPLOAD_BIZ, responseMessage, responsePath } from './upload-value';

export interface CellUploadState {
  status: 'idle' | 'uploading' | 'error';
  percent: number;
  message?: string;
}

export interface CellUploadOptions {
  biz?: string;
  imageOnly?: boolean;
  responseField: string;
  token: boolean;
  action?: string;
  onUploaded: (path: string, fileName: string) => void;
  beforeUpload?: UploadProps['beforeUpload'];
}

/**
 * The upload of a grid cell: no list, just its state (上传中 with the percentage, or failed
 * with the server's message, shown again by `showError`).
 */
export function useCellUpload(options: CellUploadOptions) {
  const [state, setState] = useState<CellUploadState>({ status: 'idle', percent: 0 });
  const latest = useRef(options);
  latest.current = options;

  const fail = (message?: string) => {
    setState({ status: 'error', percent: 0, ...(message ? { message } : {}) });
    notifyUploadError(message);
  };

  const uploadProps: UploadProps = {
    name: 'file',
    action: uploadAction(options.action),
    data: uploadData(options.biz ?? DEFAULT_UPLOAD_BIZ, options.imageOnly),
    headers: uploadHeaders(options.token),
    showUploadList: false,
    ...(options.imageOnly ? { accept: 'image/*' } : {}),
    ...(options.beforeUpload ? { beforeUpload: options.beforeUpload } : {}),
    onChange: ({ file }) => {
      if (file.status === 'uploading') {
        setState({ status: 'uploading', percent: file.percent ?? 0 });
      } else if (file.status === 'done') {
        const path = responsePath(file.response, latest.current.responseField);
        if (!path) return fail(responseMessage(file.response));
        setState({ status: 'idle', percent: 0 });
        latest.current.onUploaded(path, file.name);
      } else if (file.status === 'error') {
        fail(responseMessage(file.response));
      }
    },
  };

  return { state, uploadProps, showError: () => notifyUploadError(state.message) };
}
