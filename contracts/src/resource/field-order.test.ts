import { describe, expect, it } from 'vitest';
import { orderErrors } from './field-order.js';
import type { ResourceDef } from './resource-types.js';

const def: Pick<ResourceDef, 'fields'> = {
  fields: {
    low: { label: '最低', kind: 'integer' },
    high: {
      label: '最高',
      kind: 'integer',
      atLeast: { field: 'low', message: '最高不能低于最低' },
    },
    start: { label: '开始', kind: 'datetime' },
    end: {
      label: '结束',
      kind: 'datetime',
      atLeast: { field: 'start', message: '结束不能早于开始' },
    },
  },
};

describe('orderErrors', () => {
  it('compares numbers as numbers and times as text', () => {
    expect(orderErrors(def, { low: 9000, high: 10000 })).toEqual({});
    expect(orderErrors(def, { low: '9000', high: '800' })).toEqual({ high: '最高不能低于最低' });
    expect(orderErrors(def, { start: '2026-12-01 09:00:00', end: '2026-11-30 18:00:00' })).toEqual({
      end: '结束不能早于开始',
    });
  });

  it('fills an edit from the stored record and skips empty values', () => {
    expect(orderErrors(def, { high: 5 }, { low: 6, high: 9 })).toEqual({
      high: '最高不能低于最低',
    });
    expect(orderErrors(def, { high: 5 }, { low: null })).toEqual({});
  });
});
