import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptZeroPadded } from './aes-zero-padding';

const key = 'abcdefghijklmnop';
const iv = '0123456789abcdef';

function decrypt(base64: string): Buffer {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]);
}

describe('encryptZeroPadded', () => {
  it('gives zero-padded AES-CBC that a plain decipher reads back', async () => {
    for (const text of ['abc', 'Passw0rd!', '0123456789abcdef', '新密码#2026abc']) {
      const plain = decrypt(await encryptZeroPadded(text, key, iv));
      expect(plain.length % 16).toBe(0);
      const end = plain.findLastIndex((b) => b !== 0) + 1;
      expect(plain.subarray(end).every((b) => b === 0)).toBe(true);
      expect(plain.subarray(0, end).toString('utf8')).toBe(text);
    }
  });

  it('keeps a full block to one block (no PKCS#7 block added)', async () => {
    expect(
      Buffer.from(await encryptZeroPadded('0123456789abcdef', key, iv), 'base64'),
    ).toHaveLength(16);
  });
});
