import { describe, expect, it } from 'vitest';
import {
  changeRule,
  isEmptyQuery,
  removeSaved,
  superQueryParams,
  toConditions,
  upsertSaved,
} from './super-query-logic';

describe('advanced query logic', () => {
  it('treats no rows or a single incomplete row as empty', () => {
    expect(isEmptyQuery([])).toBe(true);
    expect(isEmptyQuery([{ id: '1', rule: 'eq' }])).toBe(true);
    expect(isEmptyQuery([{ id: '1', field: 'name', rule: 'eq', val: '' }])).toBe(true);
    expect(isEmptyQuery([{ id: '1', field: 'name', rule: 'eq', val: '张' }])).toBe(false);
    expect(isEmptyQuery([{ id: '1', field: 'name', rule: 'in', val: [] }])).toBe(true);
  });

  it('joins the in rule values with commas and drops incomplete rows', () => {
    expect(
      toConditions([
        { id: '1', field: 'sex', rule: 'in', val: ['1', '2'] },
        { id: '2', field: 'name', rule: 'like', val: '' },
      ]),
    ).toEqual([{ field: 'sex', rule: 'in', val: '1,2' }]);
  });

  it('encodes the parameters the list expects', () => {
    const p = superQueryParams([{ id: '1', field: 'code', rule: 'eq', val: 'A&B' }], 'or');
    expect(p.superQueryMatchType).toBe('or');
    expect(JSON.parse(decodeURIComponent(p.superQueryParams))).toEqual([
      { field: 'code', rule: 'eq', val: 'A&B' },
    ]);
  });

  it('keeps only the first value when the rule changes from in to another', () => {
    expect(changeRule({ id: '1', field: 'sex', rule: 'in', val: ['2', '1'] }, 'eq').val).toBe('2');
    expect(changeRule({ id: '1', field: 'sex', rule: 'in', val: [] }, 'ne').val).toBe('');
    expect(changeRule({ id: '1', field: 'sex', rule: 'eq', val: '1' }, 'in').val).toEqual(['1']);
  });

  it('adds, overwrites and removes saved queries by title', () => {
    const a = { title: '甲', matchType: 'and' as const, records: [] };
    const a2 = { ...a, matchType: 'or' as const };
    const b = { title: '乙', matchType: 'and' as const, records: [] };
    const list = upsertSaved(upsertSaved([], a), b);
    expect(list.map((q) => q.title)).toEqual(['甲', '乙']);
    expect(upsertSaved(list, a2)).toEqual([a2, b]);
    expect(removeSaved(list, '甲')).toEqual([b]);
  });
});
