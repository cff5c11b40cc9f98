// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ssoApi } from '../../../../api/sso';
import { appConfig } from '../../../../config';
import { stubDomApis } from '../../../../test-support/dom-stubs';
import { ThirdPartyBinding } from './ThirdPartyBinding';

vi.mock('../../../../api/sso', () => ({
  ssoApi: { bindings: vi.fn(), unbind: vi.fn(), bindUrl: vi.fn() },
}));

const api = ssoApi as unknown as Record<
  'bindings' | 'unbind' | 'bindUrl',
  ReturnType<typeof vi.fn>
>;

const BOUND = {
  id: 'b1',
  source: 'oidc',
  sourceName: '统一身份认证',
  thirdName: '张伟',
  createTime: '2026-11-20 09:30:00',
};

beforeAll(() => {
  stubDomApis();
  appConfig.thirdLogin = { type: 'oidc', name: '统一身份认证' };
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/account/settings/binding']}>
        <ThirdPartyBinding />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ThirdPartyBinding', () => {
  it('offers 绑定 for the configured provider, starting at this page', async () => {
    api.bindings.mockResolvedValue({ result: [] });
    api.bindUrl.mockReturnValue(new Promise(() => {}));
    show();
    expect(await screen.findByText('未绑定')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '绑定' }));
    await waitFor(() =>
      expect(api.bindUrl).toHaveBeenCalledWith('oidc', '/account/settings/binding'),
    );
  });

  it('lists a binding and removes it after confirmation', async () => {
    api.bindings.mockResolvedValueOnce({ result: [BOUND] }).mockResolvedValue({ result: [] });
    api.unbind.mockResolvedValue({ message: '已解除绑定' });
    show();
    expect(await screen.findByText('账号：张伟，绑定于 2026-11-20 09:30:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '绑定' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '解除绑定' }));
    const confirm = await screen.findByText('确定解除与统一身份认证账号的绑定吗？');
    expect(confirm).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: '解除绑定' });
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(api.unbind).toHaveBeenCalledWith('b1'));
    expect(await screen.findByText('未绑定')).toBeTruthy();
  });
});
