import { UploadOutlined } from '@ant-design/icons';
import { Button, Tooltip, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import PickerModal from '../picker/PickerModal';
import { ui } from '../ui-bridge';
import { uploadFailedText, uploadTooltip } from '../upload/upload-status';
import {
  FILE_POPUP_BODY_HEIGHT,
  FILE_POPUP_WIDTH,
  filePopupResult,
  filesFromPaths,
  keepLastFiles,
  UNLIMITED_FILES,
} from './file-popup';
import { uploadAction, uploadHeaders } from './upload-request';

export interface FilePopupProps {
  open: boolean;
  /** Paths already stored, comma-joined; shown as uploaded. */
  value?: string | null;
  /** Keep only the last N files; 0 means no limit. */
  number?: number;
  /** The storage folder the server files uploads under; default temp. */
  biz?: string;
  accept?: string;
  title?: string;
  /** The paths of the uploaded files, comma-joined. */
  onOk: (paths: string) => void;
  onCancel: () => void;
}

/** A modal with an upload list; confirming returns the uploaded paths. */
export default function FilePopup({
  open,
  value,
  number = UNLIMITED_FILES,
  biz = 'temp',
  accept,
  title = '文件上传',
  onOk,
  onCancel,
}: FilePopupProps) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  useEffect(() => {
    if (open) setFiles(keepLastFiles(filesFromPaths(value), number));
  }, [open, value, number]);

  const confirm = () => {
    const result = filePopupResult(files);
    if (!result.ok) {
      ui().message.error(result.error);
      return;
    }
    onOk(result.value);
  };

  return (
    <PickerModal
      open={open}
      title={title}
      width={FILE_POPUP_WIDTH}
      onOk={confirm}
      onCancel={onCancel}
      styles={{ body: { height: FILE_POPUP_BODY_HEIGHT, overflowY: 'auto' } }}
    >
      <div data-testid="file-popup">
        <Upload
          action={uploadAction()}
          headers={uploadHeaders()}
          data={{ biz, isup: '1' }}
          name="file"
          accept={accept}
          multiple={number !== 1}
          fileList={files}
          onChange={({ file, fileList }) => {
            const failed =
              file.status === 'error' ||
              (file.status === 'done' && !(file.response as { success?: boolean })?.success);
            if (failed) ui().message.error(uploadFailedText(file.name));
            const marked = fileList.map((f) =>
              f.uid === file.uid && failed ? { ...f, status: 'error' as const } : f,
            );
            setFiles(keepLastFiles(marked, number));
          }}
          itemRender={(node, file) => (
            <Tooltip title={uploadTooltip(file.status, file.percent)}>{node}</Tooltip>
          )}
        >
          <Button icon={<UploadOutlined />} data-testid="file-popup-upload">
            上传文件
          </Button>
        </Upload>
      </div>
    </PickerModal>
  );
}
