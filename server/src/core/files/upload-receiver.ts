import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeStream } from 'file-type';
import { badRequest, HttpError } from '../errors.js';
import type { FileStorage } from './file-storage.js';
import { contentMatches, extensionOf, isAllowedExtension } from './upload-policy.js';

interface StoredUpload {
  key: string;
  name: string;
  size: number;
  ext: string;
}

const tooLarge = (maxBytes: number) =>
  new HttpError(413, `文件大小超过限制（最大 ${Math.round(maxBytes / 1024 / 1024)}MB）`);

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
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
  const name = file.filename.slice(0, 200);
  const ext = extensionOf(name);
  if (!isAllowedExtension(ext, options.allowed)) {
    file.file.resume();
    throw badRequest(`不支持上传该类型的文件：${ext ? `.${ext}` : name}`);
  }
  const typed = await fileTypeStream(file.file as Readable);
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
