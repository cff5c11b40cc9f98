import { describe, expect, it } from 'vitest';
import {
  createRow,
  insertRowsAt,
  moveRow,
  orderKeyOf,
  removeRowsById,
  renumberOrder,
  replaceRow,
} from './row-ops';
import type { GridRow } from './types';

const rows = (...ids: string[]): GridRow[] => ids.map((id, i) => ({ id, orderNum: i + 1 }));

describe('grid row operations', () => {
  it('creates rows with column defaults and unique ids', () => {
    let n = 0;
    const a = createRow(
      [
        { key: 'status', title: '状态', defaultValue: '1' },
        { key: 'seq', title: '序号', defaultValue: () => ++n },
      ],
      { name: 'x' },
    );
    const b = createRow([]);
    expect(a).toMatchObject({ status: '1', seq: 1, name: 'x' });
    expect(a.id).not.toBe(b.id);
  });

  it('inserts at an index, clamped to the list', () => {
    const ids = (list: GridRow[]) => list.map((r) => r.id);
    expect(ids(insertRowsAt(rows('a', 'b'), 1, rows('x')))).toEqual(['a', 'x', 'b']);
    expect(ids(insertRowsAt(rows('a'), 99, rows('x')))).toEqual(['a', 'x']);
    expect(ids(insertRowsAt(rows('a'), -1, rows('x')))).toEqual(['x', 'a']);
  });

  it('drops new rows on removal and lists existing ones as deleted', () => {
    const result = removeRowsById(
      rows('a', 'new1', 'b', 'c'),
      new Set(['a', 'new1', 'c']),
      new Set(['new1']),
    );
    expect(result.rows.map((r) => r.id)).toEqual(['b']);
    expect(result.deleted).toEqual(['a', 'c']);
  });

  it('moves a row and renumbers the order column', () => {
    const moved = renumberOrder(moveRow(rows('a', 'b', 'c'), 2, 0), 'orderNum');
    expect(moved.map((r) => [r.id, r.orderNum])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
    expect(moveRow(rows('a', 'b'), 0, 5).map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('keeps unchanged rows when renumbering', () => {
    const list = rows('a', 'b');
    const renumbered = renumberOrder(list, 'orderNum');
    expect(renumbered[0]).toBe(list[0]);
  });

  it('prefers the isOrder column over dragSortKey', () => {
    expect(orderKeyOf([{ key: 'sort', title: '排序', isOrder: true }], 'orderNum')).toBe('sort');
    expect(orderKeyOf([{ key: 'name', title: '名称' }], 'orderNum')).toBe('orderNum');
  });

  it('replaces a row by id, or answers null', () => {
    expect(replaceRow(rows('a', 'b'), { id: 'b', name: 'n' })?.[1]).toEqual({ id: 'b', name: 'n' });
    expect(replaceRow(rows('a'), { id: 'z' })).toBeNull();
  });
});
