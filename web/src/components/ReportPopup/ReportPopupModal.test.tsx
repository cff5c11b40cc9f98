// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RequestOptions, request } from '../../api/request';
import { stubDomApis } from '../../test-support/dom-stubs';
import { envelope } from '../../test-support/envelope';
import PopupInput from './PopupInput';
import ReportPopupModal from './ReportPopupModal';
import { clearReportCache } from './report-api';

vi.mock('../../api/request', () => ({ request: vi.fn() }));
/** The GETs the popup makes, by URL with their query. */
const get = vi.fn<(url: string, params?: unknown) => Promise<unknown>>();
vi.setConfig({ testTimeout: 20_000 });

const CONFIG = {
  cgRpConfigId: 'r1',
  cgRpConfigName: '用户选择',
  columns: [
    { title: '用户账号', dataIndex: 'username', fieldType: 'String' },
    { title: '用户姓名', dataIndex: 'realname', fieldType: 'String' },
    { title: '性别', dataIndex: 'sex', fieldType: 'String', dictCode: 'sex' },
  ],
  dictOptions: { sex: [{ value: '1', text: '男' }] },
};
const ITEMS = [
  { field: 'username', label: '用户账号', type: 'String', mode: 'single', hidden: '0' },
  { field: 'phone', label: '手机号', type: 'String', mode: 'single', hidden: '1' },
];
const RECORDS = [
  { id: 'u1', username: 'zhang', realname: '张三', sex: '1', sex_dictText: '男' },
  { id: 'u2', username: 'li', realname: '李四', sex: '2', sex_dictText: '女' },
];

function answer(items: unknown[] = ITEMS) {
  get.mockImplementation(async (url: string) => {
    if (url.startsWith('/online/cgreport/api/getRpColumns/')) return envelope(CONFIG);
    if (url.startsWith('/online/cgreport/api/getQueryInfo/')) return envelope(items);
    if (url.startsWith('/online/cgreport/api/getData/')) {
      return envelope({ total: RECORDS.length, records: RECORDS });
    }
    throw new Error(`unexpected ${url}`);
  });
}

beforeAll(stubDomApis);
beforeEach(() => {
  get.mockReset();
  vi.mocked(request)
    .mockReset()
    .mockImplementation((async (method: string, url: string, options: RequestOptions = {}) => {
      if (method !== 'GET') throw new Error(`unexpected ${method} ${url}`);
      return get(url, options.params);
    }) as typeof request);
  clearReportCache();
});
afterEach(cleanup);

const okButton = () => screen.getByRole('button', { name: /确\s*定/ });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const selectedCount = () => screen.getByTestId('report-popup-selected').textContent;

async function openModal(props: { multi?: boolean; onOk?: (rows: unknown[]) => void } = {}) {
  render(
    <ReportPopupModal
      open
      code="report_user"
      multi={props.multi ?? true}
      onOk={props.onOk ?? (() => {})}
      onCancel={() => {}}
    />,
  );
  await screen.findByText('张三');
}

describe('ReportPopupModal', () => {
  it('warns please select one record when confirmed with nothing selected', async () => {
    answer();
    const onOk = vi.fn();
    await openModal({ onOk });
    await act(async () => {
      fireEvent.click(okButton());
    });
    expect(await screen.findByText('please select one record')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('toggles a row on click, counts the selection and clears it', async () => {
    answer();
    const onOk = vi.fn();
    await openModal({ onOk });
    expect(selectedCount()).toContain('已选择 0 项');
    fireEvent.click(rowOf('张三'));
    fireEvent.click(rowOf('李四'));
    expect(selectedCount()).toContain('已选择 2 项');
    fireEvent.click(rowOf('李四'));
    expect(selectedCount()).toContain('已选择 1 项');
    await act(async () => {
      fireEvent.click(okButton());
    });
    expect(onOk).toHaveBeenCalledWith([RECORDS[0]]);
    fireEvent.click(within(screen.getByTestId('report-popup-selected')).getByText('清空'));
    expect(selectedCount()).toContain('已选择 0 项');
  });

  it('keeps one row in single mode and shows dictionary texts', async () => {
    answer();
    const onOk = vi.fn();
    await openModal({ multi: false, onOk });
    expect(screen.getByText('女')).toBeTruthy();
    fireEvent.click(rowOf('张三'));
    fireEvent.click(rowOf('李四'));
    expect(selectedCount()).toContain('已选择 1 项');
    await act(async () => {
      fireEvent.click(okButton());
    });
    expect(onOk).toHaveBeenCalledWith([RECORDS[1]]);
  });

  it('shows query items flagged hidden only when expanded, and searches with them', async () => {
    answer();
    await openModal();
    expect(screen.getByPlaceholderText('请输入用户账号')).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入手机号')).toBeNull();
    expect(screen.queryByText('刷新')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /展\s*开/ }));
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '138' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    });
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/online/cgreport/api/getData/r1', {
        pageNo: 1,
        pageSize: 10,
        phone: '138',
      }),
    );
  });

  it('offers a refresh link when the report has no search form', async () => {
    answer([]);
    await openModal();
    expect(screen.queryByTestId('report-popup-search')).toBeNull();
    const calls = get.mock.calls.length;
    await act(async () => {
      fireEvent.click(screen.getByText('刷新'));
    });
    await waitFor(() => expect(get.mock.calls.length).toBe(calls + 1));
  });
});

describe('PopupInput', () => {
  it('refuses to open with mismatched fields and says so', async () => {
    render(<PopupInput code="report_user" orgFields="username,realname" destFields="a" />);
    fireEvent.click(screen.getByRole('textbox'));
    expect(
      await screen.findByText(
        'popup parameters not configured correctly, original and target counts differ!',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('report-popup')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('maps the chosen rows to the destination fields with the spliter', async () => {
    answer();
    const onCallback = vi.fn();
    const onChange = vi.fn();
    render(
      <PopupInput
        code="report_user"
        field="names"
        orgFields="username,realname"
        destFields="accounts,names"
        spliter="|"
        multi
        onChange={onChange}
        onCallback={onCallback}
      />,
    );
    fireEvent.click(screen.getByRole('textbox'));
    await screen.findByText('张三');
    fireEvent.click(rowOf('张三'));
    fireEvent.click(rowOf('李四'));
    await act(async () => {
      fireEvent.click(okButton());
    });
    expect(onCallback).toHaveBeenCalledWith({ accounts: 'zhang|li', names: '张三|李四' });
    expect(onChange).toHaveBeenCalledWith('张三|李四');
  });
});
