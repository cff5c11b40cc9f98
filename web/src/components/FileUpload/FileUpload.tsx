import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import type { MultiUploadProps } from '../upload/upload-props';
import { useUploadField } from '../upload/use-upload-field';

export type FileUploadProps = MultiUploadProps;

/** Files uploaded to /sys/common/upload, kept as comma-joined stored paths. */
export default function FileUpload({
  buttonText = '点击上传',
  'data-testid': testId,
  ...props
}: FileUploadProps) {
  const uploadProps = useUploadField(props);
  return (
    <div data-testid={testId}>
      <Upload {...uploadProps}>
        {!props.disabled && <Button icon={<UploadOutlined />}>{buttonText}</Button>}
      </Upload>
    </div>
  );
}
