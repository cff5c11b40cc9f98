// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../stores/session';
import EditableGrid from './EditableGrid';
import { installGridTestEnv } from './grid-test-env';
import type { EditableGridRef, GridColumn, GridRow } from './types';

let restore: () => void;
beforeAll(() => {
  restore = installGridTestEnv();
});
afterAll(() => restore());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const columns: GridColumn[] = [
  {
    key: 'name',
    title: '名称',
    type: 'input',
    validateRules: [{ required: true, message: '请输入名称' }],
  },
  {
    key: 'code',
    title: '编码',
    type: 'input',
    validateRules: [{ unique: true, message: '编码不能重复' }],
  },
  {
    key: 'phone',
    title: '手机',
    type: 'input',
    validateRules: [{ pattern: 'mobile', message: '手机号格式不正确' }],
  },
  { key: 'amount', title: '金额', type: 'inputNumber', statistics: ['sum', 'average'] },
  { key: 'tags', title: '标签', type: 'tags' },
  { key: 'orderNum', title: '排序', type: 'normal' },
];

const data = (): GridRow[] => [
  { id: 'a', name: '甲', code: 'C1', phone: '13800000000', amount: 10, orderNum: 1 },
  { id: 'b', name: '', code: 'C1', phone: '123', amount: 20, orderNum: 2 },
  { id: 'c', name: '丙', code: 'C3', phone: '', amount: 30, orderNum: 3 },
];

function setup(props: Partial<Parameters<typeof EditableGrid>[0]> = {}) {
  const ref = createRef<EditableGridRef>();
  const utils = render(
    <EditableGrid ref={ref} columns={columns} dataSource={data()} dragSort {...props} />,
  );
  return { ref, ...utils };
}

const rowEl = (id: string) => document.querySelector<HTMLElement>(`[data-row-id="${id}"]`)!;
const cellEl = (id: string, key: string) =>
  rowEl(id).querySelector<HTMLElement>(`[data-col-key="${key}"]`)!;
const clickCell = (id: string, key: string) =>
  fireEvent.click(within(cellEl(id, key)).getByTestId('grid-cell-button'));
const inputOf = (id: string, key: string) => cellEl(id, key).querySelector('input')!;

describe('EditableGrid', () => {
  it('shows 暂无数据 without rows', () => {
    render(<EditableGrid columns={columns} dataSource={[]} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /清空选择/ })).toBeTruthy();
  });

  it('validates required, unique and pattern rules and shows the messages in the cells', async () => {
    const { ref } = setup();
    expect(document.querySelectorAll('[data-row-index]')).toHaveLength(3);
    let result: Awaited<ReturnType<EditableGridRef['validate']>> | undefined;
    await act(async () => {
      result = await ref.current!.validate();
    });
    expect(result!.ok).toBe(false);
    expect(result!.errors).toEqual([
      { rowIndex: 0, rowId: 'a', key: 'code', message: '编码不能重复' },
      { rowIndex: 1, rowId: 'b', key: 'name', message: '请输入名称' },
      { rowIndex: 1, rowId: 'b', key: 'code', message: '编码不能重复' },
      { rowIndex: 1, rowId: 'b', key: 'phone', message: '手机号格式不正确' },
    ]);
    expect(within(cellEl('b', 'name')).getByTestId('grid-cell-error').textContent).toBe(
      '请输入名称',
    );
    expect(within(cellEl('a', 'code')).getByText('编码不能重复')).toBeTruthy();
    expect(within(cellEl('b', 'phone')).getByText('手机号格式不正确')).toBeTruthy();
    expect(within(cellEl('c', 'phone')).queryByTestId('grid-cell-error')).toBeNull();

    // Fixing the duplicate clears the message on both rows.
    clickCell('b', 'code');
    await act(async () => {
      fireEvent.change(inputOf('b', 'code'), { target: { value: 'C2' } });
    });
    await waitFor(() => expect(within(cellEl('a', 'code')).queryByText('编码不能重复')).toBeNull());
    expect(within(cellEl('b', 'code')).queryByText('编码不能重复')).toBeNull();
  });

  it('number cells revert invalid typing and settle on blur', () => {
    const { ref } = setup();
    clickCell('a', 'amount');
    const input = inputOf('a', 'amount');
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input.value).toBe('10');
    fireEvent.change(input, { target: { value: '-12.' } });
    expect(input.value).toBe('-12.');
    fireEvent.blur(input);
    expect(ref.current!.getRows()[0]!.amount).toBe(-12);
    fireEvent.change(input, { target: { value: '-' } });
    fireEvent.blur(input);
    expect(ref.current!.getRows()[0]!.amount).toBe('');

    // Leaving edit mode by a click outside settles the value even without a blur.
    fireEvent.change(input, { target: { value: '7.' } });
    fireEvent.pointerDown(document.body);
    expect(ref.current!.getRows()[0]!.amount).toBe(7);
  });

  it('tags cells regroup the text with semicolons', () => {
    const { ref } = setup();
    clickCell('c', 'tags');
    fireEvent.change(inputOf('c', 'tags'), { target: { value: 'ab;cde' } });
    expect(inputOf('c', 'tags').value).toBe('ab;cd;e');
    expect(ref.current!.getRows()[2]!.tags).toBe('ab;cd;e');
  });

  it('shows 合计 and 平均 for statistics columns', () => {
    setup();
    const footer = screen.getByTestId('grid-statistics');
    const sum = footer.querySelector('[data-statistics="sum"]')!;
    const avg = footer.querySelector('[data-statistics="average"]')!;
    expect(sum.textContent).toContain('合计');
    expect(sum.querySelector('[data-col-key="amount"]')!.textContent).toBe('60');
    expect(avg.textContent).toContain('平均');
    expect(avg.querySelector('[data-col-key="amount"]')!.textContent).toBe('20');
  });

  it('ignores a click within 1500 ms of an insert, and an outside click ends editing', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    setup();
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const newRow = document.querySelector<HTMLElement>('[data-row-index="3"]')!;
    expect(newRow.dataset.editing).toBe('true');
    expect(newRow.querySelector('[data-col-key="orderNum"]')!.textContent).toBe('4');

    vi.setSystemTime(1_001_000);
    clickCell('a', 'name');
    expect(rowEl('a').dataset.editing).toBeUndefined();
    fireEvent.pointerDown(document.body);
    expect(newRow.dataset.editing).toBe('true');

    vi.setSystemTime(1_001_600);
    clickCell('a', 'name');
    expect(rowEl('a').dataset.editing).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(rowEl('a').dataset.editing).toBeUndefined();
    expect(document.querySelector('[data-editing]')).toBeNull();
  });

  it('drops new rows on removal and lists removed existing ids as deleted', async () => {
    const confirmRemove = vi.fn(async (rows: GridRow[]) => rows.length < 3);
    const { ref } = setup({ confirmRemove });
    let newId = '';
    act(() => {
      newId = ref.current!.addRows([{ name: '新行' }])[0] ?? '';
    });
    // Confirmation refused: nothing changes.
    await act(async () => {
      expect(await ref.current!.removeRows(['a', 'b', newId])).toBe(false);
    });
    expect(ref.current!.getRows()).toHaveLength(4);
    await act(async () => {
      expect(await ref.current!.removeRows(['a', newId])).toBe(true);
    });
    expect(ref.current!.getRows().map((r) => r.id)).toEqual(['b', 'c']);
    expect(ref.current!.getDeleted()).toEqual(['a']);

    // The toolbar removes the selected rows.
    fireEvent.click(within(rowEl('c')).getByRole('checkbox', { name: '选择' }));
    expect(screen.getByTestId('grid-selected-count').textContent).toContain('1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    });
    await waitFor(() => expect(ref.current!.getDeleted()).toEqual(['a', 'c']));
    expect(ref.current!.getRows().map((r) => r.id)).toEqual(['b']);
  });

  it('renumbers orderNum after move up and move down from the row menu', async () => {
    const { ref } = setup();
    const openMenu = (id: string) =>
      fireEvent.click(within(rowEl(id)).getByTestId('grid-drag-handle'));
    openMenu('c');
    fireEvent.click(await screen.findByText('向上移'));
    expect(ref.current!.getRows().map((r) => [r.id, r.orderNum])).toEqual([
      ['a', 1],
      ['c', 2],
      ['b', 3],
    ]);
    openMenu('a');
    const downItems = await screen.findAllByText('向下移');
    fireEvent.click(downItems[downItems.length - 1]!);
    await waitFor(() =>
      expect(ref.current!.getRows().map((r) => [r.id, r.orderNum])).toEqual([
        ['c', 1],
        ['a', 2],
        ['b', 3],
      ]),
    );
    expect(rowEl('c').querySelector('[data-col-key="orderNum"]')!.textContent).toBe('1');
  });

  it('hides add and remove without the add and batch_delete permissions', () => {
    const entry = (action: string) =>
      ({ action, describe: action, type: '1', status: '1' }) as const;
    useSession.setState({
      auth: [entry('demo:grid:add')],
      allAuth: [entry('demo:grid:add'), entry('demo:grid:batch_delete')],
    });
    try {
      render(<EditableGrid columns={columns} dataSource={data()} authPre="demo:grid:" />);
      expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    } finally {
      useSession.setState({ auth: [], allAuth: [] });
    }
  });

  it('replaces a row on a real-time update and highlights it for 1400 ms', () => {
    vi.useFakeTimers();
    const { ref } = setup();
    act(() => {
      expect(ref.current!.applyRemoteUpdate({ id: 'b', name: '远程修改' }, 'other')).toBe(true);
      expect(ref.current!.applyRemoteUpdate({ id: 'zz' })).toBe(false);
    });
    expect(rowEl('b').dataset.highlight).toBe('true');
    expect(rowEl('b').textContent).toContain('远程修改');
    expect(ref.current!.getRows()[1]!.tug_status).toMatchObject({ caseId: 'other' });
    act(() => {
      vi.advanceTimersByTime(1400);
    });
    expect(rowEl('b').dataset.highlight).toBeUndefined();
  });

  it('pages locally with 10 rows a page and the a-b 共 N 条 summary', () => {
    const rows: GridRow[] = Array.from({ length: 25 }, (_, i) => ({ id: `p${i}`, name: `行${i}` }));
    render(<EditableGrid columns={columns} dataSource={rows} pagination />);
    expect(document.querySelectorAll('[data-row-index]')).toHaveLength(10);
    expect(screen.getByText('1-10 共 25 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    expect(screen.getByText('21-25 共 25 条')).toBeTruthy();
    const shown = [...document.querySelectorAll<HTMLElement>('[data-row-index]')];
    expect(shown.map((r) => r.dataset.rowId)).toEqual(['p20', 'p21', 'p22', 'p23', 'p24']);
    expect(shown[0]!.textContent).toContain('21');
  });
});
