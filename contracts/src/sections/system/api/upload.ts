import { z } from 'zod';
import { defineEndpoints, OPEN, SESSION } from '../../../api/endpoint.js';

/**
 * 文件: uploads (multipart/form-data with `file`, optional `biz` and `accept`, read by the
 * handler) and downloads. Stored names are random, so a file URL cannot be guessed.
 */
export const uploadApi = defineEndpoints('文件', {
  commonUpload: {
    method: 'POST',
    path: '/sys/common/upload',
    summary: '上传文件（路径在 message 中）',
    access: SESSION,
    response: z.string().describe('存储路径'),
  },
  ossUpload: {
    method: 'POST',
    path: '/sys/oss/file/upload',
    summary: '上传文件（路径在 result 中）',
    access: SESSION,
    response: z.string().describe('存储路径'),
  },
  static: {
    method: 'GET',
    path: '/sys/common/static/*',
    summary: '下载或预览已上传的文件',
    access: OPEN,
    response: z.string().describe('文件内容'),
    produces: 'application/octet-stream',
  },
  importErrors: {
    method: 'GET',
    path: '/sys/common/importErrors/:name',
    summary: '下载导入错误报告（仅导入人本人）',
    access: SESSION,
    params: z.object({ name: z.string().regex(/^[0-9a-f]{32}\.xlsx$/, '文件名无效') }),
    response: z.string().describe('Excel 工作簿（.xlsx）'),
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
});
