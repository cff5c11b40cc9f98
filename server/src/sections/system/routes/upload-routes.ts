import type { MultipartFile } from '@fastify/multipart';
import { uploadApi } from '@vets/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { isSafeKey } from '../../../core/files/file-storage.js';
import { acceptUpload } from '../../../core/files/upload-intake.js';
import {
  CONTENT_TYPES,
  extensionOf,
  IMAGE_EXTENSIONS,
  isValidBiz,
  UPLOAD_MAX_BYTES,
} from '../../../core/files/upload-policy.js';
import { attachmentHeader } from '../../../core/resource/excel-export.js';

const DEFAULT_BIZ = 'temp';

function fieldValue(file: MultipartFile, name: string): string | undefined {
  const field = file.fields[name];
  const one = Array.isArray(field) ? field[0] : field;
  return one && one.type === 'field' ? String(one.value) : undefined;
}

/**
 * Uploads (`/sys/common/upload`, `/sys/oss/file/upload`), within each user's rate and daily
 * quota, and downloads. Stored names are random, so a file URL cannot be guessed; that is what
 * lets `<img>` load them without a token header. Import error reports, which hold personal data,
 * need their owner's session.
 */
export const uploadRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  async function upload(request: import('fastify').FastifyRequest): Promise<string> {
    const auth = requireAuth(request);
    if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传文件');
    const file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    if (!file) throw badRequest('请选择要上传的文件');
    const biz = fieldValue(file, 'biz') || DEFAULT_BIZ;
    if (!isValidBiz(biz)) {
      file.file.resume();
      throw badRequest('业务目录 biz 无效：只能包含字母、数字、下划线和短横线');
    }
    const imageOnly = fieldValue(file, 'accept') === 'image';
    const stored = await acceptUpload(ctx, auth.userId, file, {
      folder: biz,
      ...(imageOnly ? { allowed: IMAGE_EXTENSIONS } : {}),
    });
    return stored.key;
  }

  serve(app, uploadApi.commonUpload, async (request) => {
    const key = await upload(request);
    return ok(key, key);
  });

  serve(app, uploadApi.ossUpload, async (request) => ok(await upload(request), '上传成功！'));

  serve(app, uploadApi.static, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const found =
      isSafeKey(key) && !key.startsWith('import-errors/') ? await ctx.storage.get(key) : null;
    if (!found) throw notFound('文件不存在');
    const ext = extensionOf(key);
    const isImage = (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
    reply
      .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
      .header('content-length', found.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=86400')
      .header('content-security-policy', "default-src 'none'");
    if (!isImage) reply.header('content-disposition', attachmentHeader(key.split('/').pop()!));
    return reply.send(found.stream);
  });

  serve(app, uploadApi.importErrors, async (request, reply) => {
    const auth = requireAuth(request);
    const found = await ctx.storage.get(`import-errors/${auth.userId}/${request.params.name}`);
    if (!found) throw notFound('错误报告不存在或已过期');
    return reply
      .header('content-type', CONTENT_TYPES.xlsx!)
      .header('content-disposition', attachmentHeader('导入错误报告.xlsx'))
      .send(found.stream);
  });
};
