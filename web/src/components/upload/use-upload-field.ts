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
import { useFileLinks } from './use-file-links';

/**
 * The props of a form upload whose list is kept as comma-joined stored paths. Stored files show
 * under the names they were uploaded with and open through addresses the server signs when they
 * are private.
 */
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
  const links = useFileLinks(fileList.flatMap((f) => (f.path ? [f.path] : [])));
  const shown = fileList.map((f) =>
    f.path ? { ...f, url: links.urlOf(f.path), name: links.nameOf(f.path) ?? f.name } : f,
  );
  return {
    name: 'file',
    action: uploadAction(action),
    data: uploadData(biz, imageOnly),
    headers: uploadHeaders(token),
    multiple: number !== 1,
    disabled,
    fileList: shown,
    onChange: handleChange,
    itemRender: renderUploadItem,
  };
}
