// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../test-support/dom-stubs';
import { ui } from '../ui-bridge';
import TreeSelect from './TreeSelect';
import type { TreeNode } from './tree-nodes';

beforeAll(stubResizeObserver);
afterEach(cleanup);

const node = (value: string, title: string): TreeNode => ({
  key: value,
  value,
  title,
  isLeaf: false,
});

describe('TreeSelect', () => {
  it('reports a condition that is not a JSON object and loads nothing', async () => {
    const error = vi.spyOn(ui().message, 'error').mockImplementation(() => (() => {}) as never);
    const loader = vi.fn(async () => [] as TreeNode[]);
    render(<TreeSelect dict="t,name,id" condition="[1]" loader={loader} />);
    await act(async () => {});
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'JTreeSelect-condition must be a JSON string' }),
    );
    expect(loader).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('JTreeSelect-condition must be a JSON string');
    error.mockRestore();
  });

  it('loads the root, then children on expand; a node without children becomes a leaf', async () => {
    const loader = vi.fn(async (pid: string) =>
      pid === 'root' ? [node('a', '甲'), node('b', '乙')] : pid === 'a' ? [node('a1', '甲一')] : [],
    );
    render(<TreeSelect dict="t,name,id" pidValue="root" loader={loader} />);
    await act(async () => {});
    expect(loader).toHaveBeenCalledWith('root');
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('combobox'));
    });
    expect(screen.getAllByTitle('甲').length).toBeGreaterThan(0);
    const switchers = () => Array.from(document.querySelectorAll('.ant-select-tree-switcher'));
    await act(async () => {
      fireEvent.click(switchers()[0] as Element);
    });
    expect(loader).toHaveBeenCalledWith('a');
    expect(screen.getAllByTitle('甲一').length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(switchers()[2] as Element);
    });
    expect(loader).toHaveBeenCalledWith('b');
    const leaf = screen.getAllByTitle('乙')[0]?.closest('.ant-select-tree-treenode');
    expect(leaf?.querySelector('.ant-select-tree-switcher-noop')).not.toBeNull();
  });
});
