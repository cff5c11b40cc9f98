import {
  DownOutlined,
  ExclamationCircleOutlined,
  PaperClipOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Space, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { staticUrl } from '../../api/files';
import { uploadTooltip } from '../upload/upload-status';
import { downloadStored } from './file-download';
import { shortFileName } from './file-name';
import { DEFAULT_RESPONSE_FIELD, fileNameOfPath } from './upload-value';
import { useCellUpload } from './use-cell-upload';

export interface FileCellProps {
  /** The stored path of the cell's file. */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  biz?: string;
  responseField?: string;
  /** Send the session token; default true. */
  token?: boolean;
  action?: string;
  buttonText?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/**
 * A grid cell holding one file: an upload button when empty, else a paperclip with the
 * name's first 5 characters and a menu to upload again, download, delete or more.
 */
export default function FileCell({
  value,
  onChange,
  biz,
  responseField = DEFAULT_RESPONSE_FIELD,
  token = true,
  action,
  buttonText = '上传文件',
  disabled,
  'data-testid': testId,
}: FileCellProps) {
  // The original name of a file uploaded here; stored paths carry a random name.
  const [uploadedName, setUploadedName] = useState<{ path: string; name: string } | null>(null);
  const { state, uploadProps, showError } = useCellUpload({
    biz,
    responseField,
    token,
    ...(action ? { action } : {}),
    onUploaded: (path, name) => {
      setUploadedName({ path, name });
      onChange?.(path);
    },
  });

  const uploading = state.status === 'uploading';
  const errorIcon = state.status === 'error' && (
    <Tooltip title={uploadTooltip('error')}>
      <Button
        type="text"
        size="small"
        danger
        aria-label={uploadTooltip('error')}
        icon={<ExclamationCircleOutlined />}
        onClick={showError}
      />
    </Tooltip>
  );

  if (!value) {
    return (
      <Space size={4} data-testid={testId}>
        <Upload {...uploadProps} disabled={disabled || uploading}>
          <Tooltip title={uploading ? uploadTooltip('uploading', state.percent) : undefined}>
            <Button size="small" icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
              {buttonText}
            </Button>
          </Tooltip>
        </Upload>
        {errorIcon}
      </Space>
    );
  }

  const name = uploadedName?.path === value ? uploadedName.name : fileNameOfPath(value);
  const items: MenuProps['items'] = [
    {
      key: 'upload',
      disabled,
      label: (
        <Upload {...uploadProps} disabled={disabled}>
          <span>上传</span>
        </Upload>
      ),
    },
    { key: 'download', label: '下载', onClick: () => downloadStored(value, name) },
    { key: 'delete', label: '删除', danger: true, disabled, onClick: () => onChange?.(undefined) },
    {
      key: 'more',
      label: '更多',
      children: [
        {
          key: 'open',
          label: '在新窗口打开',
          onClick: () => window.open(staticUrl(value), '_blank', 'noopener'),
        },
      ],
    },
  ];

  return (
    <Space size={4} data-testid={testId}>
      <Tooltip title={uploading ? uploadTooltip('uploading', state.percent) : name}>
        <span>
          <PaperClipOutlined /> {shortFileName(name)}
        </span>
      </Tooltip>
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button size="small" type="text" aria-label="文件操作" loading={uploading}>
          <DownOutlined />
        </Button>
      </Dropdown>
      {errorIcon}
    </Space>
  );
}
