import { z } from 'zod';
import { defineEndpoints, OPEN, perm, SESSION } from '../../../api/endpoint.js';
import { SYSTEM_PERMISSIONS } from '../permissions.js';

/** How much one user may upload: files a minute and megabytes a day. */
export const uploadLimitsSchema = z.object({
  perMinute: z
    .number({ message: '请输入每分钟上传文件数' })
    .int('每分钟上传文件数须为整数')
    .min(1, '每分钟上传文件数至少为1')
    .max(1000, '每分钟上传文件数最多为1000'),
  dailyMb: z
    .number({ message: '请输入每日上传总量' })
    .int('每日上传总量须为整数（MB）')
    .min(1, '每日上传总量至少为1MB')
    .max(102_400, '每日上传总量最多为102400MB'),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;

/** What a fresh installation allows until an administrator changes it. */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { perMinute: 20, dailyMb: 200 };

/** A stored file the caller may open: its original name and, for a private one, a signature. */
export const fileLinkSchema = z.object({
  path: z.string(),
  name: z.string(),
  /** Appended as `?sig=` to the file's address; null for a public file, which needs none. */
  signature: z.string().nullable(),
});
export type FileLink = z.infer<typeof fileLinkSchema>;

/** The most paths one `fileLinks` call may name. */
export const FILE_LINKS_MAX = 100;

/**
 * 文件: uploads (multipart/form-data with `file`, optional `biz` and `accept`, read by the
 * handler) and downloads. A public file (a logo, a cover) is served to anyone; a private one to
 * a session that may read its record, or through a short-lived signed address from `fileLinks`.
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
    summary: '下载或预览已上传的文件（私有文件须登录且可查看其所属记录，或带签名）',
    access: OPEN,
    query: z.object({ sig: z.string().max(200).optional().describe('fileLinks 给出的签名') }),
    response: z.string().describe('文件内容'),
    produces: 'application/octet-stream',
  },
  fileLinks: {
    method: 'POST',
    path: '/sys/common/fileLinks',
    summary: '已上传文件的原文件名和（私有文件的）限时签名；无权查看的文件不在其中',
    access: SESSION,
    body: z.object({
      paths: z
        .array(z.string().max(300))
        .max(FILE_LINKS_MAX, `一次最多查询${FILE_LINKS_MAX}个文件`),
    }),
    response: z.array(fileLinkSchema),
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
  limits: {
    method: 'GET',
    path: '/sys/uploadLimits/get',
    summary: '上传限制（每人每分钟文件数、每日总量）',
    access: perm(SYSTEM_PERMISSIONS.uploadLimitsEdit),
    response: uploadLimitsSchema,
  },
  saveLimits: {
    method: 'PUT',
    path: '/sys/uploadLimits/save',
    summary: '保存上传限制',
    access: perm(SYSTEM_PERMISSIONS.uploadLimitsEdit),
    body: uploadLimitsSchema,
    response: uploadLimitsSchema,
  },
});
