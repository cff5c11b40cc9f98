import { describe, expect, it } from 'vitest';
import type { DepartNode } from './depart-api';
import { attachDepartChildren, checkDepart, nodesByKey } from './depart-tree';

const node = (id: string, isLeaf = false): DepartNode => ({
  key: id,
  id,
  value: id,
  title: `部门${id}`,
  orgCode: `O${id}`,
  departName: `部门${id}`,
  parentId: null,
  isLeaf,
});

describe('attachDepartChildren', () => {
  it('hangs loaded children under their node, at any depth', () => {
    let tree = attachDepartChildren([node('1'), node('2')], '1', [node('11')]);
    tree = attachDepartChildren(tree, '11', [node('111', true)]);
    expect(tree[0]!.children![0]!.children!.map((n) => n.id)).toEqual(['111']);
    expect([...nodesByKey(tree).keys()]).toEqual(['1', '11', '111', '2']);
  });

  it('turns a node with no children into a leaf', () => {
    const tree = attachDepartChildren([node('1')], '1', []);
    expect(tree[0]).toMatchObject({ isLeaf: true });
    expect(tree[0]!.children).toBeUndefined();
  });
});

describe('checkDepart', () => {
  it('adds and removes in multiple mode', () => {
    expect(checkDepart(['a'], 'b', true, true)).toEqual(['a', 'b']);
    expect(checkDepart(['a', 'b'], 'b', true, true)).toEqual(['a', 'b']);
    expect(checkDepart(['a', 'b'], 'a', false, true)).toEqual(['b']);
  });

  it('keeps only the last checked in single mode', () => {
    expect(checkDepart(['a'], 'b', true, false)).toEqual(['b']);
    expect(checkDepart(['b'], 'b', false, false)).toEqual([]);
  });
});
