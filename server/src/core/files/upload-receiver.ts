import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeStream } from 'file-type';
import { badRequest, HttpError } from '../errors.js';
import type { FileStorage } from './file-storage.js';
import { contentMatches, extensionOf, isAllowedExtension } from './upload-policy.js';

export interface StoredUpload {
  key: string;
  name: string;
  size: number;
  ext: string;
}

export const BROKEN_UPLOAD = '上传的数据不完整或格式错误，请重新上传';

const tooLarge = (maxBytes: number) =>
  new HttpError(413, `文件大小超过限制（最大 ${Math.round(maxBytes / 1024 / 1024)}MB）`);

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * The stream again with its first chunk already read, or null when it is empty: file-type 19's
 * `fileTypeStream` never settles on an empty stream, which would hold the request forever.
 */
async function nonEmpty(stream: Readable): Promise<Readable | null> {
  const chunks = stream[Symbol.asyncIterator]();
  const first = await chunks.next();
  if (first.done) return null;
  return Readable.from(
    (async function* () {
      yield first.value;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    })(),
  );
}

/** The name the file had on the uploader's computer, without folders or control characters. */
function originalName(sent: string): string {
  const base = sent.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what goes
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
}

/**
 * Stores one multipart file under `folder` with a random name, after checking the extension
 * whitelist, the content signature and the size. Nothing stays behind when a check fails.
 */
export async function receiveUpload(
  storage: FileStorage,
  file: MultipartFile,
  options: { folder: string; allowed?: readonly string[]; maxBytes: number; day: string },
): Promise<StoredUpload> {
  const name = originalName(file.filename);
  const ext = extensionOf(name);
  if (!isAllowedExtension(ext, options.allowed)) {
    file.file.resume();
    throw badRequest(`不支持上传该类型的文件：${ext ? `.${ext}` : name}`);
  }
  // A part cut short (truncated multipart) may already be destroyed, and then no event would
  // ever settle the detection.
  if (file.file.destroyed) throw badRequest(BROKEN_UPLOAD);
  const content = await nonEmpty(file.file as Readable);
  if (!content) throw badRequest(`文件为空：${name}`);
  const typed = await fileTypeStream(content);
  if (!contentMatches(ext, typed.fileType?.ext)) {
    typed.resume();
    throw badRequest(`文件内容与扩展名 .${ext} 不符`);
  }
  const key = `${options.folder}/${options.day}/${randomBytes(16).toString('hex')}.${ext}`;
  let size: number;
  try {
    ({ size } = await storage.put(key, typed));
  } catch (error) {
    if (isFileTooLarge(error)) throw tooLarge(options.maxBytes);
    throw error;
  }
  if (file.file.truncated) {
    await storage.remove(key);
    throw tooLarge(options.maxBytes);
  }
  return { key, name, size, ext };
}
