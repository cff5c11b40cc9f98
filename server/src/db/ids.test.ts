import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';

describe('newId', () => {
  it('gives 32 hex characters that sort in creation order', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    expect(ids.every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
