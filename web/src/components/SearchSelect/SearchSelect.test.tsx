// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RequestOptions, request } from '../../api/request';
import { stubResizeObserver } from '../../test-support/dom-stubs';
import { envelope } from '../../test-support/envelope';
import SearchSelect from './SearchSelect';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
/** The GETs the widget makes, by URL with their query. */
const get = vi.fn<(url: string, params?: unknown) => Promise<unknown>>();

// The dropdown measures itself; jsdom has no ResizeObserver.
beforeAll(stubResizeObserver);

beforeEach(() => {
  vi.useFakeTimers();
  get.mockReset();
  vi.mocked(request)
    .mockReset()
    .mockImplementation((async (method: string, url: string, options: RequestOptions = {}) => {
      if (method !== 'GET') throw new Error(`unexpected ${method} ${url}`);
      return get(url, options.params);
    }) as typeof request);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const searchCalls = () => get.mock.calls.filter(([url]) => url.startsWith('/sys/dict/loadDict/'));

async function typeSearch(text: string) {
  const input = screen.getByRole('combobox');
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: text } });
  });
}

describe('SearchSelect', () => {
  it('searches 300 ms after the last keystroke, once, and says when nothing matched', async () => {
    get.mockResolvedValue(envelope([]));
    render(<SearchSelect dict="sys_user,realname,id" />);
    expect(document.body.textContent).toContain('请输入搜索内容');
    await typeSearch('张');
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    await typeSearch('张三');
    await act(async () => {
      vi.advanceTimersByTime(299);
    });
    expect(searchCalls()).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(searchCalls()).toEqual([
      ['/sys/dict/loadDict/sys_user%2Crealname%2Cid', { keyword: '张三', pageSize: 10 }],
    ]);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('没有查询到任何数据')).toBeTruthy();
  });

  it('lists what the search found', async () => {
    get.mockResolvedValue(envelope([{ value: 'u1', text: '张三', title: '张三', label: '张三' }]));
    render(<SearchSelect dict="sex" pageSize={5} />);
    await typeSearch('张');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(get).toHaveBeenCalledWith('/sys/dict/loadDict/sex', { keyword: '张', pageSize: 5 });
    expect(screen.getByTitle('张三')).toBeTruthy();
    expect(screen.queryByText('没有查询到任何数据')).toBeNull();
  });

  it('loads the texts of an existing value, in key order', async () => {
    get.mockResolvedValue(envelope(['李四', '王五']));
    render(<SearchSelect dict="sys_user,realname,id" multiple value="u2,u3" />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(get).toHaveBeenCalledWith('/sys/dict/loadDictItem/sys_user%2Crealname%2Cid', {
      key: 'u2,u3',
    });
    expect(screen.getByText('李四')).toBeTruthy();
    expect(screen.getByText('王五')).toBeTruthy();
  });
});
