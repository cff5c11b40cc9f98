import { describe, expect, it } from 'vitest';
import type { AuthTreeNode } from './role-permission-api';
import { indexTree, toggleNode } from './tree-check';

const n = (key: string, children: AuthTreeNode[] = []): AuthTreeNode => ({
  key,
  title: key,
  slotTitle: key,
  menuType: children.length ? 0 : 2,
  isLeaf: children.length === 0,
  children,
});
const TREE = [n('sys', [n('user', [n('user:add'), n('user:edit')]), n('role')]), n('home')];
const index = indexTree(TREE);
const sorted = (s: Set<string>) => [...s].sort();

describe('toggleNode', () => {
  it('checks a node with its subtree and its ancestors', () => {
    expect(sorted(toggleNode(new Set(), 'user', true, index))).toEqual(
      ['sys', 'user', 'user:add', 'user:edit'].sort(),
    );
    expect(sorted(toggleNode(new Set(['home']), 'user:edit', true, index))).toEqual(
      ['home', 'sys', 'user', 'user:edit'].sort(),
    );
  });

  it('unchecks a node with its subtree only, so a page may keep none of its buttons', () => {
    const all = new Set(['sys', 'user', 'user:add', 'user:edit', 'role', 'home']);
    expect(sorted(toggleNode(all, 'user:add', false, index))).toEqual(
      ['home', 'role', 'sys', 'user', 'user:edit'].sort(),
    );
    expect(sorted(toggleNode(all, 'sys', false, index))).toEqual(['home']);
  });

  it('leaves keys outside the tree alone', () => {
    expect(sorted(toggleNode(new Set(['gone']), 'sys', false, index))).toEqual(['gone']);
  });
});
