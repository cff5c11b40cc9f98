import { describe, expect, it } from 'vitest';
import { formatTags } from './tags-cell';

describe('tags cell', () => {
  it('inserts a semicolon after every 2 characters', () => {
    expect(formatTags('abcdef')).toBe('ab;cd;ef');
    expect(formatTags('abcde')).toBe('ab;cd;e');
    expect(formatTags('技术岗位')).toBe('技术;岗位');
    expect(formatTags('a')).toBe('a');
    expect(formatTags('')).toBe('');
  });

  it('removes typed semicolons before regrouping', () => {
    expect(formatTags('a;b;c;d')).toBe('ab;cd');
    expect(formatTags('ab;c')).toBe('ab;c');
    expect(formatTags(';;;')).toBe('');
    // Deleting the last character works: no semicolon is left dangling at the end.
    expect(formatTags('ab;cd;e'.slice(0, -1))).toBe('ab;cd');
  });
});
