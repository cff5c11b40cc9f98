import { UploadOutlined } from '@ant-design/icons';
import { Button, Tooltip, Upload, type UploadProps } from 'antd';
import type { CellUploadState } from '../FileUpload/use-cell-upload';
import { uploadTooltip } from './upload-status';

export interface CellUploadButtonProps {
  uploadProps: UploadProps;
  state: CellUploadState;
  buttonText: string;
  disabled?: boolean;
}

/** A grid cell's small upload button, showing 上传中(N%) while it uploads. */
export default function CellUploadButton({
  uploadProps,
  state,
  buttonText,
  disabled,
}: CellUploadButtonProps) {
  const uploading = state.status === 'uploading';
  return (
    <Upload {...uploadProps} disabled={disabled || uploading}>
      <Tooltip title={uploading ? uploadTooltip('uploading', state.percent) : undefined}>
        <Button size="small" icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
          {buttonText}
        </Button>
      </Tooltip>
    </Upload>
  );
}
