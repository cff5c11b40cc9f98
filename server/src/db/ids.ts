import { randomUUID } from 'node:crypto';

/** Primary keys are 32-character hex strings. */
export function newId(): string {
  return randomUUID().replaceAll('-', '');
}
