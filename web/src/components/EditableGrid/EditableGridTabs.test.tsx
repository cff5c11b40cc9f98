// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import EditableGridTabs, { type EditableGridTabsRef, type GridTab } from './EditableGridTabs';
import { installGridTestEnv } from './grid-test-env';

let restore: () => void;
beforeAll(() => {
  restore = installGridTestEnv();
});
afterAll(() => restore());
afterEach(cleanup);

const tabs = (secondValid: boolean, firstValid = true): GridTab[] => [
  {
    key: 'members',
    label: '成员',
    grid: {
      columns: [{ key: 'name', title: '姓名', validateRules: [{ required: true }] }],
      dataSource: [{ id: 'm1', name: firstValid ? '张三' : '' }],
    },
  },
  {
    key: 'contacts',
    label: '联系方式',
    grid: {
      columns: [
        { key: 'kind', title: '类型' },
        { key: 'phone', title: '手机', validateRules: [{ required: true }, { pattern: 'mobile' }] },
        {
          key: 'mail',
          title: '邮箱',
          validateRules: [{ pattern: 'email', message: '邮箱不正确' }],
        },
      ],
      dataSource: [
        { id: 'c1', kind: '本人', phone: '13800000000', mail: '' },
        {
          id: 'c2',
          kind: '家属',
          phone: secondValid ? '13900000000' : '12',
          mail: secondValid ? '' : 'x@',
        },
      ],
    },
  },
];

const activeTab = () => document.querySelector('.ant-tabs-tab-active')?.textContent ?? '(none)';

describe('EditableGridTabs', () => {
  it('fails if any sub-table fails, reporting the tab, row and error map, and activates that tab', async () => {
    const ref = createRef<EditableGridTabsRef>();
    const onValidateFail = vi.fn();
    render(<EditableGridTabs ref={ref} tabs={tabs(false)} onValidateFail={onValidateFail} />);
    expect(activeTab()).toBe('成员');
    let result: Awaited<ReturnType<EditableGridTabsRef['validate']>> | undefined;
    await act(async () => {
      result = await ref.current!.validate();
    });
    expect(result).toMatchObject({
      ok: false,
      tabKey: 'contacts',
      rowIndex: 1,
      errorMap: { phone: '手机格式不正确', mail: '邮箱不正确' },
    });
    expect(onValidateFail).toHaveBeenCalledWith(result);
    expect(activeTab()).toBe('联系方式');
    expect(screen.getAllByTestId('grid-cell-error').map((e) => e.textContent)).toEqual([
      '手机格式不正确',
      '邮箱不正确',
    ]);
  });

  it('reports the first failing tab when several fail, and passes when all pass', async () => {
    const ref = createRef<EditableGridTabsRef>();
    const { rerender } = render(<EditableGridTabs ref={ref} tabs={tabs(false, false)} />);
    await act(async () => {
      expect((await ref.current!.validate()).tabKey).toBe('members');
    });
    rerender(<EditableGridTabs ref={ref} tabs={tabs(true)} />);
    await act(async () => {
      const result = await ref.current!.validate();
      expect(result.ok).toBe(true);
      expect(Object.keys(ref.current!.getValues())).toEqual(['members', 'contacts']);
    });
  });
});
