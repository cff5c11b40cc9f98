import { PlusOutlined } from '@ant-design/icons';
import { Image, Upload } from 'antd';
import { useState } from 'react';
import type { MultiUploadProps } from '../upload/upload-props';
import { useUploadField } from '../upload/use-upload-field';
import { IMAGE_BUTTON_TEXT } from './image-rules';
import { imagesOnly } from './images-only';

export type ImageUploadProps = MultiUploadProps;

/** Images uploaded to /sys/common/upload as picture cards, kept as comma-joined stored paths. */
export default function ImageUpload({
  buttonText = IMAGE_BUTTON_TEXT,
  'data-testid': testId,
  ...props
}: ImageUploadProps) {
  const uploadProps = useUploadField(props, true);
  const [preview, setPreview] = useState<string | null>(null);

  return (
    <div data-testid={testId}>
      <Upload
        {...uploadProps}
        listType="picture-card"
        accept="image/*"
        beforeUpload={imagesOnly}
        onPreview={(file) => setPreview(file.url ?? file.thumbUrl ?? null)}
      >
        {!props.disabled && (
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
