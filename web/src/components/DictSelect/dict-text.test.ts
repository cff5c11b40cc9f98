import type { DictOption } from '@vets/contracts';
import { describe, expect, it } from 'vitest';
import { dictText, itemText, joinValues, splitValues } from './dict-text';

const items: DictOption[] = [
  { value: '1', text: '博士', title: '博士', label: '博士' },
  { value: '2', text: '', title: '', label: '硕士' },
  { value: '3', text: '本科', title: '本科', label: '本科' },
];

describe('dictionary texts', () => {
  it('splits and joins comma-joined values', () => {
    expect(splitValues('1, 2,,3')).toEqual(['1', '2', '3']);
    expect(splitValues(7)).toEqual(['7']);
    expect(splitValues(null)).toEqual([]);
    expect(splitValues('')).toEqual([]);
    expect(joinValues(['1', 2])).toBe('1,2');
  });

  it('reads text, else label, else title', () => {
    expect(itemText(items[1] as DictOption)).toBe('硕士');
    expect(itemText({ text: '', label: '', title: '标题' })).toBe('标题');
  });

  it('shows the texts of each value, unknown values as themselves', () => {
    expect(dictText(items, '1,3')).toBe('博士,本科');
    expect(dictText(items, '2')).toBe('硕士');
    expect(dictText(items, 3)).toBe('本科');
    expect(dictText(items, '1,9')).toBe('博士,9');
    expect(dictText(items, undefined)).toBe('');
  });
});
