import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths the server made up (`biz/yyyyMMdd/name`);
 * the client never chooses one. Local disk by default; an S3-compatible driver comes later.
 */
export interface FileStorage {
  put(key: string, content: Readable): Promise<{ size: number }>;
  /** The stored file, or null when there is none. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/** A storage key built only from safe segments: no `..`, no absolute paths, no backslashes. */
export function isSafeKey(key: string): boolean {
  const parts = key.split('/');
  return (
    parts.length >= 1 &&
    parts.length <= 6 &&
    parts.every((p) => SAFE_SEGMENT.test(p) && !p.includes('..'))
  );
}
