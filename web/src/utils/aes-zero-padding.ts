/**
 * AES-128-CBC with zero padding, base64 output, as the server expects encrypted password fields
 * (key and iv are the session's 16-character strings from /sys/getEncryptedString).
 * Web Crypto only pads with PKCS#7; on zero-padded, block-aligned input that adds one whole
 * block at the end, and CBC leaves the blocks before it unchanged, so dropping it gives the
 * zero-padded ciphertext.
 */
const BLOCK = 16;

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

export async function encryptZeroPadded(text: string, key: string, iv: string): Promise<string> {
  const encoder = new TextEncoder();
  const data = encoder.encode(text);
  const padded = new Uint8Array(Math.max(BLOCK, Math.ceil(data.length / BLOCK) * BLOCK));
  padded.set(data);
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), 'AES-CBC', false, [
    'encrypt',
  ]);
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-CBC', iv: encoder.encode(iv) },
    cryptoKey,
    padded,
  );
  return toBase64(new Uint8Array(sealed).subarray(0, padded.length));
}
