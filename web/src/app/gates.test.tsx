// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuardGate } from './GuardGate';
import { ThemeGate } from './ThemeGate';

vi.mock('./ThemeProvider', () => ({
  ThemeProvider: ({ children }: { children: ReactNode }) => (
    <div data-testid="antd-theme">{children}</div>
  ),
}));
vi.mock('./NavigationGuard', () => ({
  NavigationGuard: ({ children }: { children: ReactNode }) => (
    <div data-testid="guard">{children}</div>
  ),
}));

afterEach(cleanup);

const at = (path: string, ui: ReactNode) =>
  render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

describe('ThemeGate', () => {
  it('renders the portal without the antd provider', () => {
    at('/home', <ThemeGate>页面</ThemeGate>);
    expect(screen.getByText('页面')).toBeTruthy();
    expect(screen.queryByTestId('antd-theme')).toBeNull();
  });

  it('wraps the back office in the antd provider', async () => {
    at('/user/login', <ThemeGate>页面</ThemeGate>);
    expect((await screen.findByTestId('antd-theme')).textContent).toBe('页面');
  });
});

describe('GuardGate', () => {
  it('lets a visitor onto an open page without loading the guard', () => {
    at('/zpgw', <GuardGate>页面</GuardGate>);
    expect(screen.getByText('页面')).toBeTruthy();
    expect(screen.queryByTestId('guard')).toBeNull();
  });

  it('hands a closed page to the guard', async () => {
    at('/system/loginLog', <GuardGate>页面</GuardGate>);
    expect((await screen.findByTestId('guard')).textContent).toBe('页面');
  });
});
