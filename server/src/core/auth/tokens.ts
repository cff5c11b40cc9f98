import { createHash, randomBytes } from 'node:crypto';

/** An opaque session token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked table does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Random printable material for AES-128 keys and ivs (16 characters). */
export function randomAesMaterial(): string {
  return randomBytes(12).toString('base64url');
}
