// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { jobPositionResource } from '@vets/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubDomApis } from '../../test-support/dom-stubs';
import { RecordSelect } from './RecordSelect';

const calls: Array<Record<string, unknown>> = [];
const ALL_COMPANIES = Array.from({ length: 45 }, (_, i) => ({ value: `c${i}`, label: `企业${i}` }));
/** What the caller's scope holds: every company, or a company user's own one. */
let COMPANIES = ALL_COMPANIES;

vi.mock('../../api/call', () => ({
  call: vi.fn(async (_endpoint: unknown, input: { query: Record<string, unknown> }) => {
    const q = input.query;
    calls.push(q);
    const values = typeof q.values === 'string' ? q.values.split(',') : null;
    const matching = values
      ? COMPANIES.filter((c) => values.includes(c.value))
      : COMPANIES.filter((c) => !q.keyword || c.label.includes(String(q.keyword)));
    const size = Number(q.pageSize ?? 20);
    const pageNo = Number(q.pageNo ?? 1);
    return {
      success: true,
      result: {
        records: matching.slice((pageNo - 1) * size, pageNo * size),
        total: matching.length,
        size,
        current: pageNo,
        pages: Math.ceil(matching.length / size),
      },
    };
  }),
}));

beforeAll(stubDomApis);
afterEach(() => {
  cleanup();
  calls.length = 0;
  COMPANIES = ALL_COMPANIES;
});

function renderSelect(value?: string, onChange = vi.fn(), pickSole = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RecordSelect
        owner={jobPositionResource}
        field="companyId"
        value={value}
        onChange={onChange}
        pickSole={pickSole}
      />
    </QueryClientProvider>,
  );
  return onChange;
}

describe('RecordSelect', () => {
  it('fills an empty required choice when the caller may name just one record', async () => {
    COMPANIES = [{ value: 'own', label: '冀中精工机械有限公司' }];
    const onChange = renderSelect(undefined, vi.fn(), true);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('own'));
  });

  it('fills only the picker asked to, though another of the same field found the one record', async () => {
    COMPANIES = [{ value: 'own', label: '冀中精工机械有限公司' }];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const inForm = vi.fn();
    const inSearch = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <RecordSelect owner={jobPositionResource} field="companyId" onChange={inForm} pickSole />
        <RecordSelect owner={jobPositionResource} field="companyId" onChange={inSearch} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(inForm).toHaveBeenCalledWith('own'));
    expect(inSearch).not.toHaveBeenCalled();
  });

  it('leaves the choice empty when the caller may name several', async () => {
    const onChange = renderSelect(undefined, vi.fn(), true);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ pageSize: 2 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks the server for names containing the typed text, once typing pauses', async () => {
    const onChange = renderSelect();
    expect(calls).toEqual([]);
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('combobox'));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ field: 'companyId', pageNo: 1, pageSize: 20 });
    expect(calls[0]).not.toHaveProperty('keyword');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '企业4' } });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '企业44' } });
    await waitFor(() => expect(calls.some((q) => q.keyword === '企业44')).toBe(true));
    expect(calls.some((q) => q.keyword === '企业4')).toBe(false);
    await waitFor(() => expect(screen.getByTitle('企业44')).toBeTruthy());
    await act(async () => {
      fireEvent.click(screen.getByTitle('企业44'));
    });
    expect(onChange).toHaveBeenCalledWith('c44');
  });

  it('loads the next page when the list is scrolled to its end', async () => {
    renderSelect();
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('combobox'));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    const list = document.querySelector('[class*="dropdown-list-holder"]') as HTMLElement;
    Object.defineProperties(list, {
      scrollHeight: { value: 640, configurable: true },
      clientHeight: { value: 256, configurable: true },
      scrollTop: { get: () => 400, set: () => {}, configurable: true },
    });
    await act(async () => {
      fireEvent.scroll(list);
    });
    await waitFor(() => expect(calls.map((q) => q.pageNo)).toEqual([1, 2]));
    await waitFor(() => expect(document.body.textContent).toContain('共 45 条'));
  });

  it('names a chosen record the first page does not hold', async () => {
    renderSelect('c40');
    await waitFor(() => expect(calls.some((q) => q.values === 'c40')).toBe(true));
    await waitFor(() => expect(document.body.textContent).toContain('企业40'));
  });
});
