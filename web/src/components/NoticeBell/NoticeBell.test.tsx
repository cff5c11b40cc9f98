// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { UserInfo } from '@vets/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RequestOptions, request } from '../../api/request';
import { useSession } from '../../stores/session';
import { stubDomApis } from '../../test-support/dom-stubs';
import { NoticeBell } from './NoticeBell';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
type Call = (url: string, input?: unknown, options?: RequestOptions) => Promise<unknown>;
/** The GETs (by URL, query, options) and PUTs (by URL, body, options) the bell makes. */
const get = vi.fn<Call>();
const put = vi.fn<Call>();

const lists = (n: number) => ({
  result: {
    anntMsgList: Array.from({ length: n }, (_, i) => ({
      id: `a${i}`,
      titile: `通知${i}`,
      priority: 'H',
      msgCategory: '1',
      sender: 'admin',
      sendTime: '2026-11-22 10:00:00',
    })),
    anntMsgTotal: n,
    sysMsgList: [],
    sysMsgTotal: 0,
  },
});

beforeAll(() => stubDomApis());
beforeEach(() => {
  get.mockReset();
  put.mockReset();
  vi.mocked(request)
    .mockReset()
    .mockImplementation((async (
      method: string,
      url: string,
      { params, data, ...options }: RequestOptions = {},
    ) => {
      if (method === 'GET') return get(url, params, options);
      if (method === 'PUT') return put(url, data, options);
      throw new Error(`unexpected ${method} ${url}`);
    }) as typeof request);
  useSession.setState({ token: null, userInfo: { id: 'u1', username: 'u1' } as UserInfo });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const listCalls = () =>
  get.mock.calls.filter((c) => c[0] === '/sys/annountCement/listByUser').length;

describe('NoticeBell', () => {
  it('polls every 6000 ms and stops silently after a failed load', async () => {
    vi.useFakeTimers();
    get.mockResolvedValue(lists(2) as never);
    render(
      <MemoryRouter>
        <NoticeBell />
      </MemoryRouter>,
    );
    await act(async () => {});
    expect(listCalls()).toBe(1);
    expect(screen.getByText('2')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(6000);
    });
    expect(listCalls()).toBe(2);

    get.mockRejectedValue(new Error('offline'));
    await act(async () => {
      vi.advanceTimersByTime(6000);
    });
    expect(listCalls()).toBe(3);
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(listCalls()).toBe(3);
  });

  it('marks a clicked message read, refreshes the counts and opens it', async () => {
    get.mockImplementation(async (url: string) =>
      url === '/sys/annountCement/listByUser'
        ? (lists(put.mock.calls.length ? 0 : 1) as never)
        : ({
            result: { id: 'a0', titile: '通知0', priority: 'H', msgContent: '<p>正文</p>' },
          } as never),
    );
    put.mockResolvedValue({ message: 'ok' } as never);
    render(
      <MemoryRouter>
        <NoticeBell />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByTestId('notice-bell'));
    expect(await screen.findByText('紧急')).toBeTruthy();
    fireEvent.click(screen.getByTestId('notice-item'));
    expect(put).toHaveBeenCalledWith(
      '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
      { anntId: 'a0' },
      { silent: true },
    );
    expect(await screen.findByText('正文')).toBeTruthy();
    expect(listCalls()).toBeGreaterThanOrEqual(2);
  });
});
