import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { type FileLink, uploadApi } from '@vets/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { serve } from '../../../core/api-route.js';
import type { AppContext } from '../../../core/app-context.js';
import { authenticate, hasToken, requireAuth } from '../../../core/auth/access.js';
import { ok } from '../../../core/envelope.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { mayOpenFile } from '../../../core/files/file-access.js';
import {
  type CatalogedFile,
  catalogedFiles,
  isPublicFile,
} from '../../../core/files/file-catalog.js';
import { isServableKey } from '../../../core/files/file-fields.js';
import { FileSigner } from '../../../core/files/file-signature.js';
import { acceptUpload } from '../../../core/files/upload-intake.js';
import {
  CONTENT_TYPES,
  extensionOf,
  IMAGE_EXTENSIONS,
  isValidBiz,
  UPLOAD_MAX_BYTES,
} from '../../../core/files/upload-policy.js';
import { attachmentHeader } from '../../../core/resource/excel/excel-export.js';
import { serverSecret } from '../../../core/secrets.js';

const DEFAULT_BIZ = 'temp';
const NO_FILE = '文件不存在';

function fieldValue(file: MultipartFile, name: string): string | undefined {
  const field = file.fields[name];
  const one = Array.isArray(field) ? field[0] : field;
  return one && one.type === 'field' ? String(one.value) : undefined;
}

/**
 * Uploads (`/sys/common/upload`, `/sys/oss/file/upload`), within each user's rate and daily
 * quota, and downloads. A file a record refers to through a public field is open to anyone; any
 * other is private: served to a session that may read a record referring to it (or to its
 * uploader until one does), or through a signed address `fileLinks` gave such a session.
 * Import error reports, which hold personal data, need their owner's session.
 */
export const uploadRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signer = new FileSigner(
    serverSecret(ctx.config.dataDir, 'file-url.key', ctx.config.fileUrlSecret),
  );

  async function upload(request: FastifyRequest): Promise<string> {
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

  /** Whether a signature `fileLinks` made for a session still alive opens the file. */
  async function signedFor(key: string, signature: string | undefined): Promise<boolean> {
    if (!signature) return false;
    const sessionId = signer.verify(key, signature, ctx.clock.now());
    return sessionId !== null && (await ctx.sessions.liveSessionIds([sessionId])).has(sessionId);
  }

  /** Whether this request may have a private file: signed, or a session that may open it. */
  async function mayServe(request: FastifyRequest, file: CatalogedFile, sig?: string) {
    if (await signedFor(file.key, sig)) return true;
    // No session: the file is as unknown as one that does not exist.
    if (!hasToken(request)) return false;
    await authenticate(request, ctx);
    return mayOpenFile(ctx, request, file);
  }

  function send(
    reply: FastifyReply,
    file: CatalogedFile,
    found: { stream: Readable; size: number },
  ) {
    const ext = extensionOf(file.key);
    const isImage = (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
    reply
      .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
      .header('content-length', found.size)
      .header('x-content-type-options', 'nosniff')
      .header(
        'cache-control',
        isPublicFile(file) ? 'public, max-age=86400' : 'private, no-store, max-age=0',
      )
      .header('content-security-policy', "default-src 'none'");
    if (!isImage) reply.header('content-disposition', attachmentHeader(file.name));
    return reply.send(found.stream);
  }

  serve(app, uploadApi.commonUpload, async (request) => {
    const key = await upload(request);
    return ok(key, key);
  });

  serve(app, uploadApi.ossUpload, async (request) => ok(await upload(request), '上传成功！'));

  serve(app, uploadApi.static, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isServableKey(key) ? (await catalogedFiles(ctx.db, [key])).get(key) : undefined;
    if (!file) throw notFound(NO_FILE);
    if (!isPublicFile(file) && !(await mayServe(request, file, request.query.sig)))
      throw notFound(NO_FILE);
    const found = await ctx.storage.get(key);
    if (!found) throw notFound(NO_FILE);
    return send(reply, file, found);
  });

  /** What `fileLinks` answers for a file: its name, signed when private; null if not theirs. */
  async function linkFor(request: FastifyRequest, file: CatalogedFile): Promise<FileLink | null> {
    const named = { path: file.key, name: file.name };
    if (isPublicFile(file)) return { ...named, signature: null };
    if (!(await mayOpenFile(ctx, request, file))) return null;
    const sessionId = requireAuth(request).sessionId;
    return { ...named, signature: signer.sign(file.key, sessionId, ctx.clock.now()) };
  }

  serve(
    app,
    uploadApi.fileLinks,
    async (request) => {
      const files = await catalogedFiles(ctx.db, request.body.paths.filter(isServableKey));
      const links: FileLink[] = [];
      for (const file of files.values()) {
        const link = await linkFor(request, file);
        if (link) links.push(link);
      }
      return ok(links);
    },
    // A read the widgets make for every form they show: no operation to log.
    { config: { logOperation: false } },
  );

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
