import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptZeroPadded, encryptZeroPadded } from './aes-zero-padding.js';

const key = 'abcdefghijklmnop';
const iv = '0123456789abcdef';

describe('AES-CBC with zero padding', () => {
  it('round-trips text of any length, including Chinese', () => {
    for (const text of ['a', 'Passw0rd!', '0123456789abcdef', '新密码#2026abc']) {
      expect(decryptZeroPadded(encryptZeroPadded(text, key, iv), key, iv)).toBe(text);
    }
  });

  it('pads with zeros, not PKCS#7: a full block stays one block', () => {
    expect(Buffer.from(encryptZeroPadded('0123456789abcdef', key, iv), 'base64')).toHaveLength(16);
    const cipher = createCipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
    cipher.setAutoPadding(false);
    const manual = Buffer.concat([
      cipher.update(Buffer.concat([Buffer.from('abc'), Buffer.alloc(13)])),
      cipher.final(),
    ]).toString('base64');
    expect(encryptZeroPadded('abc', key, iv)).toBe(manual);
  });

  it('answers null for text that is not an encryption', () => {
    expect(decryptZeroPadded('not base64!', key, iv)).toBeNull();
    expect(decryptZeroPadded(Buffer.from('short').toString('base64'), key, iv)).toBeNull();
    expect(decryptZeroPadded(encryptZeroPadded('x', key, iv), 'ponmlkjihgfedcba', iv)).toBeNull();
  });
});
