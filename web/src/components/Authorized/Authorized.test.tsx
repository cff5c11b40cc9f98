// @vitest-environment jsdom

import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { AuthEntry } from '@vets/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../stores/session';
import { Authorized } from './Authorized';
import { usePrefixPermission } from './use-button-permission';

const entry = (action: string, type: '1' | '2' = '1', status: '0' | '1' = '1'): AuthEntry => ({
  action,
  describe: action,
  type,
  status,
});

const grant = (auth: AuthEntry[], allAuth: AuthEntry[]) =>
  act(() => useSession.setState({ auth, allAuth }));

afterEach(() => {
  cleanup();
  useSession.setState({ auth: [], allAuth: [] });
});

describe('Authorized', () => {
  it('renders its children only for an allowed code, and follows permission changes', () => {
    grant([entry('system:dict:list')], [entry('system:dict:add'), entry('system:dict:list')]);
    render(
      <Authorized code="system:dict:add" fallback={<span>无权限</span>}>
        <button type="button">新增</button>
      </Authorized>,
    );
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();

    grant([entry('system:dict:add')], [entry('system:dict:add')]);
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
  });

  it('lets a data permission with status 0 deny the button', () => {
    grant([entry('user:audit')], [entry('user:audit', '2', '0')]);
    render(
      <Authorized code="user:audit">
        <button type="button">审核</button>
      </Authorized>,
    );
    expect(screen.queryByRole('button', { name: '审核' })).toBeNull();
  });
});

describe('usePrefixPermission', () => {
  it('hides excluded actions under a colon prefix and allows everything without a prefix', () => {
    grant([entry('user:add')], [entry('user:add'), entry('user:batch_delete')]);
    const { result } = renderHook(() => usePrefixPermission('user:'));
    expect(result.current('add')).toBe(true);
    expect(result.current('batch_delete')).toBe(false);
    const open = renderHook(() => usePrefixPermission(undefined));
    expect(open.result.current('batch_delete')).toBe(true);
  });
});
