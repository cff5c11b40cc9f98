import { describe, expect, it } from 'vitest';
import { type DepartRow, departForest } from './depart-tree.js';

const row = (id: string, parentId: string | null, orgCode: string, departOrder = 0): DepartRow => ({
  id,
  parentId,
  departName: `机构${id}`,
  orgCode,
  orgCategory: '1',
  departOrder,
});

describe('department forest', () => {
  it('nests children under parents, sorted by order then org code, marking leaves', () => {
    const forest = departForest([
      row('c2', 'p', 'A01A02', 1),
      row('p', null, 'A01'),
      row('c1', 'p', 'A01A01', 1),
      row('c0', 'p', 'A01A03', 0),
      row('g', 'c1', 'A01A01A01'),
    ]);
    expect(forest).toHaveLength(1);
    expect(forest[0]!.children!.map((c) => c.id)).toEqual(['c0', 'c1', 'c2']);
    expect(forest[0]!.children![1]!.children!.map((c) => c.key)).toEqual(['g']);
    expect(forest[0]!.isLeaf).toBe(false);
    expect(forest[0]!.children![0]).toMatchObject({ isLeaf: true, title: '机构c0', value: 'c0' });
  });

  it('treats rows whose parent is missing as roots (a subtree)', () => {
    const forest = departForest([row('c1', 'p', 'A01A01'), row('g', 'c1', 'A01A01A01')]);
    expect(forest.map((n) => n.id)).toEqual(['c1']);
  });
});
