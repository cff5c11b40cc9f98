import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { CellUploadState } from '../FileUpload/use-cell-upload';
import { uploadTooltip } from './upload-status';

/** After a failed upload, a red icon that shows the error again; nothing otherwise. */
export default function CellUploadError({
  state,
  onShow,
}: {
  state: CellUploadState;
  onShow: () => void;
}) {
  if (state.status !== 'error') return null;
  return (
    <Tooltip title={uploadTooltip('error')}>
      <Button
        type="text"
        size="small"
        danger
        aria-label={uploadTooltip('error')}
        icon={<ExclamationCircleOutlined />}
        onClick={onShow}
      />
    </Tooltip>
  );
}
