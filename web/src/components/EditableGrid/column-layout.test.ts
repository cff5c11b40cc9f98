import { describe, expect, it } from 'vitest';
import { leadColumns, minWidthOf } from './column-layout';

describe('grid layout constants', () => {
  it('applies the minimum widths by type', () => {
    expect(minWidthOf({ key: 'a', title: 'a', type: 'datetime' })).toBe(190);
    expect(minWidthOf({ key: 'a', title: 'a', type: 'sel_user' })).toBe(190);
    expect(minWidthOf({ key: 'a', title: 'a', type: 'sel_depart' })).toBe(190);
    expect(minWidthOf({ key: 'a', title: 'a', type: 'date' })).toBe(135);
    const plain = { dragSort: true, rowSelection: true, rowNumber: true, hasStatistics: false };
    expect(leadColumns(plain)).toEqual({ drag: 40, selection: 40, rowNumber: 60, expand: 0 });
    expect(leadColumns({ ...plain, hasStatistics: true })).toEqual({
      drag: 60,
      selection: 60,
      rowNumber: 60,
      expand: 0,
    });
    expect(leadColumns({ ...plain, subTable: true }).expand).toBe(40);
  });
});
