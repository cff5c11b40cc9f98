// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/request';
import { stubDomApis } from '../../test-support/dom-stubs';
import { envelope } from '../../test-support/envelope';
import SelectModal from './SelectModal';

vi.mock('../../api/request', () => ({ http: { get: vi.fn() } }));
const get = vi.mocked(http.get);
vi.setConfig({ testTimeout: 20_000 });

interface Item {
  id: string;
  name: string;
}
const ROWS: Item[] = Array.from({ length: 12 }, (_, i) => ({ id: `i${i}`, name: `项目${i}` }));

beforeAll(stubDomApis);
beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (_url, params) => {
    const size = Number(params?.pageSize);
    const start = (Number(params?.pageNo) - 1) * size;
    return envelope({ total: ROWS.length, records: ROWS.slice(start, start + size) });
  });
});
afterEach(cleanup);

function renderModal(onOk = vi.fn()) {
  render(
    <SelectModal<Item>
      open
      title="选择项目"
      listUrl="/demo/list"
      columns={[{ title: '名称', dataIndex: 'name' }]}
      labelKey="name"
      searchKey="name"
      params={{ type: '1' }}
      onOk={onOk}
      onCancel={() => {}}
    />,
  );
  return onOk;
}

const selectedPanel = () => screen.getByTestId('select-modal-selected');

describe('SelectModal', () => {
  it('asks the list url for 5 rows a page by default', async () => {
    renderModal();
    await screen.findByText('项目0');
    expect(get).toHaveBeenCalledWith('/demo/list', { type: '1', pageNo: 1, pageSize: 5 });
    expect(screen.getByText('项目4')).toBeTruthy();
    expect(screen.queryByText('项目5')).toBeNull();
    expect(document.body.textContent).toMatch(/5 (条\/页|\/ page)/);
    expect(screen.getByText('1-5 共 12 条')).toBeTruthy();
  });

  it('lists chosen rows beside the table with a delete link, and returns them', async () => {
    const onOk = renderModal();
    await screen.findByText('项目0');
    fireEvent.click(screen.getByText('项目1').closest('tr') as HTMLElement);
    fireEvent.click(screen.getByText('项目3').closest('tr') as HTMLElement);
    expect(within(selectedPanel()).getByText('项目1')).toBeTruthy();
    expect(within(selectedPanel()).getByText('已选择（2）')).toBeTruthy();
    const deleteLinks = within(selectedPanel()).getAllByRole('button', { name: /删\s*除/ });
    fireEvent.click(deleteLinks[0]!);
    expect(within(selectedPanel()).queryByText('项目1')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    });
    expect(onOk).toHaveBeenCalledWith([ROWS[3]]);
  });

  it('searches with the search box, from the first page', async () => {
    renderModal();
    await screen.findByText('项目0');
    fireEvent.change(screen.getByPlaceholderText('请输入关键字'), { target: { value: ' 项目2 ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    });
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/demo/list', {
        type: '1',
        name: '项目2',
        pageNo: 1,
        pageSize: 5,
      }),
    );
  });
});
