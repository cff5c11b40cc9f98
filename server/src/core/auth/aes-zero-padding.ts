import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * AES-128-CBC with zero padding and base64 text, as the client encrypts password fields with
 * the session's key and iv (16 characters each, used as UTF-8 bytes).
 */
const ALGORITHM = 'aes-128-cbc';
const BLOCK = 16;

function keyBytes(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length !== BLOCK) throw new Error('AES key and iv must be 16 bytes');
  return bytes;
}

/** The plain text, or null when the value is not a valid encryption with this key and iv. */
export function decryptZeroPadded(base64: string, key: string, iv: string): string | null {
  const data = Buffer.from(base64, 'base64');
  if (!data.length || data.length % BLOCK !== 0 || data.toString('base64') !== base64) return null;
  const decipher = createDecipheriv(ALGORITHM, keyBytes(key), keyBytes(iv));
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(data), decipher.final()]);
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end--;
  const text = plain.subarray(0, end).toString('utf8');
  return text.includes('\uFFFD') ? null : text;
}

/** The counterpart of decryptZeroPadded (tests and tools). */
export function encryptZeroPadded(text: string, key: string, iv: string): string {
  const data = Buffer.from(text, 'utf8');
  const padded = Buffer.alloc(Math.ceil(data.length / BLOCK) * BLOCK || BLOCK);
  data.copy(padded);
  const cipher = createCipheriv(ALGORITHM, keyBytes(key), keyBytes(iv));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64');
}
