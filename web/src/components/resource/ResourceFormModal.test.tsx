// @vitest-environment jsdom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { roleResource } from '@vets/contracts';
import { Input } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubDomApis } from '../../test-support/dom-stubs';
import { type FormOverrides, ResourceFormModal } from './ResourceFormModal';
import type { ResourceApi } from './resource-api';

beforeAll(() => stubDomApis());
afterEach(() => cleanup());

const record = {
  id: 'r1',
  roleName: '字典查看员',
  roleCode: 'dictViewer',
  dataScope: '1',
  description: null,
  version: 3,
};

function fakeApi() {
  return {
    queryById: vi.fn(async () => record),
    add: vi.fn(async (body: Record<string, unknown>) => ({ message: '添加成功！', result: body })),
    edit: vi.fn(async (body: Record<string, unknown>) => ({ message: '编辑成功!', result: body })),
  } as unknown as ResourceApi & {
    add: ReturnType<typeof vi.fn>;
    edit: ReturnType<typeof vi.fn>;
  };
}

const overrides: FormOverrides = {
  extraItems: [
    {
      name: 'secret',
      label: '口令',
      control: <Input data-testid="secret" />,
      rules: [{ required: true, message: '请输入口令' }],
      addOnly: true,
    },
    { name: 'note', label: '附言', control: <Input data-testid="note" /> },
  ],
  loadExtra: async () => ({ note: '已载入' }),
};

const ok = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));

describe('ResourceFormModal extra items and immutable fields', () => {
  it('sends extra items beside the fields when adding, and checks their rules', async () => {
    const api = fakeApi();
    render(
      <ResourceFormModal
        def={roleResource}
        api={api}
        target={{ mode: 'add' }}
        overrides={overrides}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
    fireEvent.change(document.querySelector('#form_sysRole_roleName')!, {
      target: { value: '审核员' },
    });
    fireEvent.change(document.querySelector('#form_sysRole_roleCode')!, {
      target: { value: 'auditor' },
    });
    ok();
    expect(await screen.findByText('请输入口令')).toBeTruthy();
    expect(api.add).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('secret'), { target: { value: 's3cret' } });
    fireEvent.change(screen.getByTestId('note'), { target: { value: '你好' } });
    ok();
    await waitFor(() => expect(api.add).toHaveBeenCalledTimes(1));
    expect(api.add.mock.calls[0]![0]).toMatchObject({
      roleName: '审核员',
      roleCode: 'auditor',
      secret: 's3cret',
      note: '你好',
    });
  });

  it('on edit hides add-only items, loads extra values and locks immutable fields', async () => {
    const api = fakeApi();
    render(
      <ResourceFormModal
        def={roleResource}
        api={api}
        target={{ mode: 'edit', record }}
        overrides={overrides}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
    await waitFor(() =>
      expect((screen.getByTestId('note') as HTMLInputElement).value).toBe('已载入'),
    );
    expect(screen.queryByTestId('secret')).toBeNull();
    const code = document.querySelector<HTMLInputElement>('#form_sysRole_roleCode')!;
    expect(code.disabled).toBe(true);
    expect(code.value).toBe('dictViewer');
    ok();
    await waitFor(() => expect(api.edit).toHaveBeenCalledTimes(1));
    expect(api.edit.mock.calls[0]![0]).toMatchObject({ id: 'r1', version: 3, note: '已载入' });
  });
});

describe('ResourceFormModal fields locked by another', () => {
  const def = {
    ...roleResource,
    fields: {
      ...roleResource.fields,
      description: {
        ...roleResource.fields.description,
        lockedBy: { field: 'linkedTo', reason: '来自关联记录，请在那里修改' },
      },
    },
  };
  const open = (linkedTo: string | null) => {
    const api = fakeApi();
    api.queryById = vi.fn(async () => ({ ...record, description: '原描述', linkedTo }));
    render(
      <ResourceFormModal
        def={def}
        api={api}
        target={{ mode: 'edit', record }}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
  };
  // Locking swaps the control, so the element is looked up each time.
  const field = () => document.querySelector<HTMLTextAreaElement>('#form_sysRole_description')!;

  it('locks the field with its reason while the record is linked', async () => {
    open('x1');
    await waitFor(() => expect(field().disabled).toBe(true));
    expect(field().value).toBe('原描述');
    expect(screen.getByText('来自关联记录，请在那里修改')).toBeTruthy();
  });

  it('leaves it editable when the record is not linked', async () => {
    open(null);
    await waitFor(() => expect(field().value).toBe('原描述'));
    expect(field().disabled).toBe(false);
    expect(screen.queryByText('来自关联记录，请在那里修改')).toBeNull();
  });
});
