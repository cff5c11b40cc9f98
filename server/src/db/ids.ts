import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * Primary keys: 32 hex characters that sort in creation order — 12 of millisecond time,
 * 4 of a per-millisecond sequence, 16 random. Rows created within one second (where the
 * text timestamps tie) therefore still list in the order they happened.
 */
export function newId(): string {
  let now = Date.now();
  if (now <= lastMs) {
    sequence++;
    if (sequence > 0xffff) {
      lastMs++;
      sequence = 0;
    }
    now = lastMs;
  } else {
    lastMs = now;
    sequence = 0;
  }
  return (
    now.toString(16).padStart(12, '0') +
    sequence.toString(16).padStart(4, '0') +
    randomBytes(8).toString('hex')
  );
}
