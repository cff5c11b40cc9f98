import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { staticUrl } from '../../api/files';
import { renderUploadItem } from './upload-feedback';
import { uploadAction, uploadData, uploadHeaders } from './upload-request';
import { DEFAULT_RESPONSE_FIELD, DEFAULT_UPLOAD_BIZ } from './upload-value';
import { useUploadList } from './use-upload-list';

export interface FileUploadProps {
  /** Stored paths, comma-joined. */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** The business folder; default temp. */
  biz?: string;
  /** Keep only the last N files; 0 (default) keeps all. */
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

/** Files uploaded to /sys/common/upload, kept as comma-joined stored paths. */
export default function FileUpload({
  value,
  onChange,
  biz = DEFAULT_UPLOAD_BIZ,
  number = 0,
  responseField = DEFAULT_RESPONSE_FIELD,
  token = true,
  action,
  buttonText = '点击上传',
  disabled,
  'data-testid': testId,
}: FileUploadProps) {
  const { fileList, handleChange } = useUploadList({
    value,
    onChange,
    number,
    responseField,
    toUrl: staticUrl,
  });
  return (
    <div data-testid={testId}>
      <Upload
        name="file"
        action={uploadAction(action)}
        data={uploadData(biz)}
        headers={uploadHeaders(token)}
        multiple={number !== 1}
        disabled={disabled}
        fileList={fileList}
        onChange={handleChange}
        itemRender={renderUploadItem}
      >
        {!disabled && <Button icon={<UploadOutlined />}>{buttonText}</Button>}
      </Upload>
    </div>
  );
}
