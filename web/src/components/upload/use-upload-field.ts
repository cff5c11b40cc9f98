import type { UploadProps } from 'antd';
import { staticUrl } from '../../api/files';
import { renderUploadItem } from '../FileUpload/upload-feedback';
import { uploadAction, uploadData, uploadHeaders } from '../FileUpload/upload-request';
import {
  DEFAULT_RESPONSE_FIELD,
  DEFAULT_UPLOAD_BIZ,
  type PathFile,
} from '../FileUpload/upload-value';
import { useUploadList } from '../FileUpload/use-upload-list';
import type { MultiUploadProps } from './upload-props';

/** The props of a form upload whose list is kept as comma-joined stored paths. */
export function useUploadField(
  {
    value,
    onChange,
    biz = DEFAULT_UPLOAD_BIZ,
    number = 0,
    responseField = DEFAULT_RESPONSE_FIELD,
    token = true,
    action,
    disabled,
  }: MultiUploadProps,
  imageOnly = false,
): UploadProps<PathFile> {
  const { fileList, handleChange } = useUploadList({
    value,
    onChange,
    number,
    responseField,
    toUrl: staticUrl,
  });
  return {
    name: 'file',
    action: uploadAction(action),
    data: uploadData(biz, imageOnly),
    headers: uploadHeaders(token),
    multiple: number !== 1,
    disabled,
    fileList,
    onChange: handleChange,
    itemRender: renderUploadItem,
  };
}
