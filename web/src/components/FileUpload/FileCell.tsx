import { DownOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Space, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { staticUrl } from '../../api/files';
import CellUploadButton from '../upload/CellUploadButton';
import CellUploadError from '../upload/CellUploadError';
import { storedFileMenu } from '../upload/stored-file-menu';
import type { UploadWidgetProps } from '../upload/upload-props';
import { uploadTooltip } from '../upload/upload-status';
import { useFileLinks } from '../upload/use-file-links';
import { downloadStored } from './file-download';
import { shortFileName } from './file-name';
import { DEFAULT_RESPONSE_FIELD, fileNameOfPath } from './upload-value';
import { useCellUpload } from './use-cell-upload';

export interface FileCellProps extends UploadWidgetProps {
  /** The stored path of the cell's file. */
  value?: string | null;
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

  const links = useFileLinks(value ? [value] : []);
  const uploading = state.status === 'uploading';
  const errorIcon = <CellUploadError state={state} onShow={showError} />;

  if (!value) {
    return (
      <Space size={4} data-testid={testId}>
        <CellUploadButton
          uploadProps={uploadProps}
          state={state}
          buttonText={buttonText}
          disabled={disabled}
        />
        {errorIcon}
      </Space>
    );
  }

  const name =
    uploadedName?.path === value
      ? uploadedName.name
      : (links.nameOf(value) ?? fileNameOfPath(value));
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
    ...storedFileMenu({
      download: () => downloadStored(value, name),
      remove: () => onChange?.(undefined),
      disabled,
      more: [
        {
          key: 'open',
          label: '在新窗口打开',
          onClick: () => window.open(links.urlOf(value) ?? staticUrl(value), '_blank', 'noopener'),
        },
      ],
    }),
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
