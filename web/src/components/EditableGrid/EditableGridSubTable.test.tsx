// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ui } from '../ui-bridge';
import EditableGrid from './EditableGrid';
import { installGridTestEnv } from './grid-test-env';
import { SUB_TABLE_TEXT } from './sub-table';
import type { EditableGridRef, GridColumn, GridRow } from './types';

let restore: () => void;
beforeAll(() => {
  restore = installGridTestEnv();
});
afterAll(() => restore());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const columns: GridColumn[] = [{ key: 'name', title: '姓名', type: 'input' }];
const rows: GridRow[] = [
  { id: 'a', name: '张三', members: ['父亲', '母亲'] },
  { id: 'b', name: '李四', members: [] },
];

function setup() {
  const ref = createRef<EditableGridRef>();
  render(
    <EditableGrid
      ref={ref}
      columns={columns}
      dataSource={rows}
      subTable={{
        title: (row) => `${String(row.name)}的家庭成员`,
        render: (row, close) => (
          <div>
            <span>成员：{(row.members as string[]).join('、') || '无'}</span>
            <button type="button" onClick={close}>
              完成
            </button>
          </div>
        ),
      }}
    />,
  );
  return ref;
}

const openButtons = () => screen.getAllByRole('button', { name: SUB_TABLE_TEXT.open });

describe('EditableGrid sub-table', () => {
  it('opens the row sub-table from the button before its cells', async () => {
    setup();
    expect(openButtons()).toHaveLength(2);
    fireEvent.click(openButtons()[0]!);
    const dialog = await screen.findByRole('dialog', { name: '张三的家庭成员' });
    expect(dialog.textContent).toContain('成员：父亲、母亲');
    expect(dialog.dataset.placement).toMatch(/^(top|bottom)$/);
  });

  it('closes with Escape, the close button, a click elsewhere and the render callback', async () => {
    setup();
    const reopen = async () => {
      fireEvent.click(openButtons()[1]!);
      return screen.findByRole('dialog', { name: '李四的家庭成员' });
    };
    await reopen();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const dialog = await reopen();
    fireEvent.click(
      dialog.querySelector<HTMLElement>(`[aria-label="${SUB_TABLE_TEXT.close}"]`) ?? dialog,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await reopen();
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await reopen();
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('fails with 打开子表失败 when the row cannot be found after the retries', async () => {
    const error = vi.spyOn(ui().message, 'error').mockImplementation(() => (() => {}) as never);
    const ref = setup();
    act(() => ref.current?.openSubTable('missing'));
    await waitFor(() => expect(error).toHaveBeenCalledWith(SUB_TABLE_TEXT.failed));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when its row is removed', async () => {
    const ref = setup();
    act(() => ref.current?.openSubTable('a'));
    await screen.findByRole('dialog');
    await act(async () => {
      await ref.current?.removeRows(['a']);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
