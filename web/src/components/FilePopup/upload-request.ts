import { uploadApi } from '@vets/contracts';
import { sessionHeaders } from '../../api/request';
import { appConfig } from '../../config';

export const COMMON_UPLOAD_URL = uploadApi.commonUpload.path;

/** The full address antd's Upload posts to. */
export function uploadAction(url: string = COMMON_UPLOAD_URL): string {
  return `${appConfig.apiBase}${url}`;
}

/** The session and tenant headers every API call carries. */
export const uploadHeaders = sessionHeaders;
