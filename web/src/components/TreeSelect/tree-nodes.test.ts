import { describe, expect, it } from 'vitest';
import {
  attachChildren,
  isLeafFlag,
  responseRecords,
  TREE_RESPONSE_UNRECOGNIZED,
  type TreeNode,
  titlesByValue,
  toTreeNodes,
} from './tree-nodes';

describe('tree responses', () => {
  it('accepts an array or a page of records', () => {
    expect(responseRecords([1])).toEqual([1]);
    expect(responseRecords({ records: [2], total: 1 })).toEqual([2]);
  });

  it('rejects anything else with 返回数据类型不识别', () => {
    expect(TREE_RESPONSE_UNRECOGNIZED).toBe('返回数据类型不识别');
    for (const bad of [null, undefined, 'x', 3, {}, { records: 'x' }, { list: [] }]) {
      expect(() => toTreeNodes(bad)).toThrow(TREE_RESPONSE_UNRECOGNIZED);
    }
  });

  it('reads leaf flags given as true, 1 or "1"', () => {
    expect([true, 1, '1', 'true'].map(isLeafFlag)).toEqual([true, true, true, true]);
    expect([false, 0, '0', undefined, null].map(isLeafFlag)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('converts loadTreeData nodes (key, value, title, leaf)', () => {
    expect(
      toTreeNodes([
        { key: 'k1', value: 'v1', title: '一级', leaf: false },
        { key: 'k2', value: 'v2', label: '叶子', leaf: 1 },
      ]),
    ).toEqual([
      { key: 'k1', value: 'v1', title: '一级', isLeaf: false },
      { key: 'k2', value: 'v2', title: '叶子', isLeaf: true },
    ]);
  });

  it('converts category nodes (key, code, name, leaf) from a page, with nested children', () => {
    expect(
      toTreeNodes({
        records: [
          {
            key: 'c1',
            code: 'A01',
            name: '行业',
            leaf: '0',
            children: [
              { key: 'c2', code: 'A01A01', name: '制造业', leaf: '1' },
              { key: 'c3', code: 'A01A02', name: '服务业', children: [] },
            ],
          },
        ],
      }),
    ).toEqual([
      {
        key: 'c1',
        value: 'c1',
        title: '行业',
        isLeaf: false,
        children: [
          { key: 'c2', value: 'c2', title: '制造业', isLeaf: true },
          { key: 'c3', value: 'c3', title: '服务业', isLeaf: true },
        ],
      },
    ]);
  });

  it('falls back to id for the key and value, and to the value for the title', () => {
    expect(toTreeNodes([{ id: '7' }])).toEqual([
      { key: '7', value: '7', title: '7', isLeaf: false },
    ]);
  });
});

describe('attachChildren', () => {
  const tree: TreeNode[] = [
    {
      key: 'a',
      value: 'a',
      title: 'A',
      isLeaf: false,
      children: [{ key: 'b', value: 'b', title: 'B', isLeaf: false }],
    },
    { key: 'c', value: 'c', title: 'C', isLeaf: false },
  ];

  it('puts loaded children under a nested node without touching the input', () => {
    const next = attachChildren(tree, 'b', [{ key: 'd', value: 'd', title: 'D', isLeaf: true }]);
    expect(next[0]?.children?.[0]).toEqual({
      key: 'b',
      value: 'b',
      title: 'B',
      isLeaf: false,
      children: [{ key: 'd', value: 'd', title: 'D', isLeaf: true }],
    });
    expect(tree[0]?.children?.[0]?.children).toBeUndefined();
    expect(next[1]).toBe(tree[1]);
  });

  it('makes a node with no children a leaf', () => {
    const next = attachChildren(tree, 'c', []);
    expect(next[1]).toEqual({ key: 'c', value: 'c', title: 'C', isLeaf: true });
  });

  it('knows every title by value', () => {
    expect([...titlesByValue(tree)]).toEqual([
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'C'],
    ]);
  });
});
