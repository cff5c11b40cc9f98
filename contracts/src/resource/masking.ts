import { maskAccountName } from './account-names.js';
import type { MaskKind } from './resource-types.js';

const keep = (value: string, head: number, tail: number) => {
  const chars = [...value];
  if (chars.length <= head + tail) return '*'.repeat(chars.length);
  return `${chars.slice(0, head).join('')}${'*'.repeat(chars.length - head - tail)}${chars.slice(chars.length - tail).join('')}`;
};

/** Masks a personal value for users who lack the sensitive permission. */
export function maskValue(kind: MaskKind, value: string): string {
  switch (kind) {
    case 'phone':
      return keep(value, 3, 4);
    case 'idCard':
      return keep(value, 4, 4);
    case 'bankCard':
      return keep(value, 4, 4);
    case 'name':
      return keep(value, 1, 0);
    case 'email': {
      const at = value.indexOf('@');
      return at > 0 ? `${keep(value.slice(0, at), 1, 0)}${value.slice(at)}` : keep(value, 1, 0);
    }
    case 'address':
      return keep(value, 6, 0);
    case 'date':
      return `${value.slice(0, 4)}${value.slice(4).replace(/\d/g, '*')}`;
    case 'account':
      return maskAccountName(value);
  }
}
