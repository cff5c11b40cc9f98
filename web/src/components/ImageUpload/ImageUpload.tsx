import { PlusOutlined } from '@ant-design/icons';
import { Image, Upload } from 'antd';
import { useState } from 'react';
import { staticUrl } from '../../api/files';
import { ui } from '../../app/ui-bridge';
import { renderUploadItem } from '../FileUpload/upload-feedback';
import { uploadAction, uploadData, uploadHeaders } from '../FileUpload/upload-request';
import { DEFAULT_RESPONSE_FIELD, DEFAULT_UPLOAD_BIZ } from '../FileUpload/upload-value';
import { useUploadList } from '../FileUpload/use-upload-list';
import { IMAGE_BUTTON_TEXT, IMAGE_ONLY_MESSAGE, isImageFile } from './image-rules';

export interface ImageUploadProps {
  /** Stored paths, comma-joined. */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** The business folder; default temp. */
  biz?: string;
  /** Keep only the last N images; 0 (default) keeps all. */
  number?: number;
  /** The response field holding the stored path; default message. */
  responseField?: string;
  /** Send the session token (our own server needs it); default true. */
  token?: boolean;
  action?: string;
  buttonText?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/** Images uploaded to /sys/common/upload as picture cards, kept as comma-joined stored paths. */
export default function ImageUpload({
  value,
  onChange,
  biz = DEFAULT_UPLOAD_BIZ,
  number = 0,
  responseField = DEFAULT_RESPONSE_FIELD,
  token = true,
  action,
  buttonText = IMAGE_BUTTON_TEXT,
  disabled,
  'data-testid': testId,
}: ImageUploadProps) {
  const { fileList, handleChange } = useUploadList({
    value,
    onChange,
    number,
    responseField,
    toUrl: staticUrl,
  });
  const [preview, setPreview] = useState<string | null>(null);

  return (
    <div data-testid={testId}>
      <Upload
        name="file"
        listType="picture-card"
        accept="image/*"
        action={uploadAction(action)}
        data={uploadData(biz, true)}
        headers={uploadHeaders(token)}
        multiple={number !== 1}
        disabled={disabled}
        fileList={fileList}
        onChange={handleChange}
        itemRender={renderUploadItem}
        beforeUpload={(file) => {
          if (isImageFile(file)) return true;
          ui().message.warning(IMAGE_ONLY_MESSAGE);
          return Upload.LIST_IGNORE;
        }}
        onPreview={(file) => setPreview(file.url ?? file.thumbUrl ?? null)}
      >
        {!disabled && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{buttonText}</div>
          </button>
        )}
      </Upload>
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          alt=""
          preview={{ open: true, onOpenChange: (open) => !open && setPreview(null) }}
        />
      )}
    </div>
  );
}
