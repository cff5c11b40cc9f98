// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../test-support/dom-stubs';
import ContextMenu from './ContextMenu';

// antd's menu measures its items; jsdom has no ResizeObserver.
beforeAll(stubResizeObserver);

afterEach(cleanup);

const items = [
  { key: 'refresh', label: '刷新' },
  { type: 'divider' as const },
  { key: 'closeOthers', label: '关闭其他' },
  { key: 'closeAll', label: '关闭全部', disabled: true },
];

describe('ContextMenu', () => {
  it('opens on right click and reports the chosen key', async () => {
    const onSelect = vi.fn();
    render(
      <ContextMenu items={items} onSelect={onSelect}>
        <div data-testid="target">页签</div>
      </ContextMenu>,
    );
    expect(screen.queryByText('刷新')).toBeNull();
    await act(async () => {
      fireEvent.contextMenu(screen.getByTestId('target'));
    });
    fireEvent.click(await screen.findByText('关闭其他'));
    expect(onSelect).toHaveBeenCalledWith('closeOthers');
  });

  it('ignores a left click and a disabled item', async () => {
    const onSelect = vi.fn();
    render(
      <ContextMenu items={items} onSelect={onSelect}>
        文本
      </ContextMenu>,
    );
    await act(async () => {
      fireEvent.click(screen.getByText('文本'));
    });
    expect(screen.queryByText('刷新')).toBeNull();
    await act(async () => {
      fireEvent.contextMenu(screen.getByText('文本'));
    });
    fireEvent.click(await screen.findByText('关闭全部'));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
