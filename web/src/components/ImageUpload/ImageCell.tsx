import { Dropdown, Image, type MenuProps, Space } from 'antd';
import { useRef, useState } from 'react';
import { joinValues, splitValues } from '../DictSelect/dict-text';
import { downloadStored } from '../FileUpload/file-download';
import { DEFAULT_RESPONSE_FIELD, fileNameOfPath, keepLast } from '../FileUpload/upload-value';
import { useCellUpload } from '../FileUpload/use-cell-upload';
import { ui } from '../ui-bridge';
import CellUploadButton from '../upload/CellUploadButton';
import CellUploadError from '../upload/CellUploadError';
import { storedFileMenu } from '../upload/stored-file-menu';
import type { MultiUploadProps } from '../upload/upload-props';
import { useFileLinks } from '../upload/use-file-links';
import { type MoveDirection, moveImage } from './image-reorder';
import { IMAGE_BUTTON_TEXT } from './image-rules';
import { imagesOnly } from './images-only';

export type ImageCellProps = MultiUploadProps;

const THUMB = 32;

/** How many times the path at `index` appeared before it: a stable key for repeated paths. */
const occurrence = (paths: string[], index: number) =>
  paths.slice(0, index).filter((p) => p === paths[index]).length;

/**
 * A grid cell of images: thumbnails, each with a menu to preview, download, delete or (more)
 * move left or right, and an upload button.
 */
export default function ImageCell({
  value,
  onChange,
  number = 0,
  biz,
  responseField = DEFAULT_RESPONSE_FIELD,
  token = true,
  action,
  buttonText = IMAGE_BUTTON_TEXT,
  disabled,
  'data-testid': testId,
}: ImageCellProps) {
  const paths = splitValues(value);
  // Several uploads may finish before the value comes back.
  const latest = useRef(paths);
  latest.current = paths;
  const [previewAt, setPreviewAt] = useState<number | null>(null);
  const links = useFileLinks(paths);

  const emit = (next: string[]) => {
    latest.current = next;
    onChange?.(next.length ? joinValues(next) : undefined);
  };
  const { state, uploadProps, showError } = useCellUpload({
    biz,
    imageOnly: true,
    responseField,
    token,
    ...(action ? { action } : {}),
    beforeUpload: imagesOnly,
    onUploaded: (path) => emit(keepLast([...latest.current, path], number)),
  });

  const move = (index: number, direction: MoveDirection) => {
    const result = moveImage(paths, index, direction);
    if (result.ok) emit(result.paths);
    else ui().message.warning(result.warning);
  };

  const menu = (index: number, path: string): MenuProps['items'] => [
    { key: 'preview', label: '预览', onClick: () => setPreviewAt(index) },
    ...storedFileMenu({
      download: () => downloadStored(path, links.nameOf(path) ?? fileNameOfPath(path)),
      remove: () => emit(paths.filter((_, i) => i !== index)),
      disabled,
      more: [
        { key: 'left', label: '左移', disabled, onClick: () => move(index, 'left') },
        { key: 'right', label: '右移', disabled, onClick: () => move(index, 'right') },
      ],
    }),
  ];

  return (
    <Space size={4} wrap data-testid={testId}>
      {paths.map((path, index) => (
        <Dropdown
          key={`${path}#${occurrence(paths, index)}`}
          menu={{ items: menu(index, path) }}
          trigger={['click']}
        >
          <button
            type="button"
            aria-label={`图片${index + 1}`}
            style={{
              padding: 0,
              border: '1px solid #d9d9d9',
              background: 'none',
              cursor: 'pointer',
            }}
          >
            <img
              src={links.urlOf(path)}
              alt={`图片${index + 1}`}
              width={THUMB}
              height={THUMB}
              style={{ objectFit: 'cover', display: 'block' }}
            />
          </button>
        </Dropdown>
      ))}
      {!disabled && (
        <CellUploadButton
          uploadProps={{ ...uploadProps, multiple: number !== 1 }}
          state={state}
          buttonText={buttonText}
        />
      )}
      <CellUploadError state={state} onShow={showError} />
      {previewAt !== null && (
        <Image.PreviewGroup
          items={paths.map((p) => links.urlOf(p) ?? '')}
          preview={{
            open: true,
            current: previewAt,
            onChange: (current) => setPreviewAt(current),
            onOpenChange: (open) => !open && setPreviewAt(null),
          }}
        />
      )}
    </Space>
  );
}
