import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed address opens its file. */
export const SIGNATURE_TTL_MS = 2 * 3600_000;

const FORMAT = /^(\d{1,13})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

/**
 * Short-lived addresses of private files for `<img>` and links, which cannot send the session
 * header: `<expiry>.<session>.<HMAC-SHA256 of key, session and expiry>`. The session is named so
 * that signing out ends its addresses too.
 */
export class FileSigner {
  constructor(private readonly secret: Buffer) {}

  private mac(key: string, sessionId: string, expires: number): Buffer {
    return createHmac('sha256', this.secret).update(`${key}\n${sessionId}\n${expires}`).digest();
  }

  sign(key: string, sessionId: string, now: number): string {
    const expires = Math.floor((now + SIGNATURE_TTL_MS) / 1000);
    return `${expires}.${sessionId}.${this.mac(key, sessionId, expires).toString('base64url')}`;
  }

  /** The session a valid, unexpired signature of `key` names; null for any other. */
  verify(key: string, signature: string, now: number): string | null {
    const parts = FORMAT.exec(signature);
    if (!parts) return null;
    const expires = Number(parts[1]);
    const sessionId = parts[2]!;
    if (expires * 1000 <= now) return null;
    const given = Buffer.from(parts[3]!, 'base64url');
    const expected = this.mac(key, sessionId, expires);
    return given.length === expected.length && timingSafeEqual(given, expected) ? sessionId : null;
  }
}
