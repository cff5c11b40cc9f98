// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type PageResult, type PortalPositionCard, portalApi } from '@vets/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalRead } from '../../portal-http';
import { renderPage } from '../../test-render';
import PositionList from './PositionList';

vi.mock('../../portal-http', async (original) => ({
  ...(await original<typeof import('../../portal-http')>()),
  portalRead: vi.fn(),
}));
const call = vi.mocked(portalRead);

const position = (id: string, title: string): PortalPositionCard => ({
  id,
  title,
  companyId: 'c1',
  companyName: '冀运物流有限公司',
  categoryName: '驾驶员',
  regionCode: '130102',
  regionName: '长安区',
  salaryMin: 5000,
  salaryMax: 8000,
  education: '3',
  educationText: '高中',
  experienceYears: 2,
  headcount: 3,
  welfareTags: '五险一金,包吃住',
  veteranPriority: 'Y',
  publishTime: '2026-05-01 10:00:00',
  expireDate: '2099-12-31',
});

const page = (records: PortalPositionCard[], total = records.length, current = 1) =>
  ({ records, total, size: 10, current, pages: 3 }) as PageResult<PortalPositionCard>;

const where = () => screen.getByTestId('where').textContent;

beforeAll(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
beforeEach(() => call.mockReset());
afterEach(cleanup);

describe('PositionList', () => {
  it('asks for what the URL says, and links each card to its detail', async () => {
    call.mockResolvedValue(page([position('p1', '物流配送司机')], 25, 2));
    renderPage('/zpgw', '/zpgw?keyword=司机&regionCode=130100&pageNo=2', <PositionList />);

    const title = await screen.findByText('物流配送司机');
    expect(call).toHaveBeenCalledWith(portalApi.positionList.path, {
      query: { keyword: '司机', regionCode: '130100', pageNo: 2, pageSize: 10 },
    });
    expect(title.closest('a')?.getAttribute('href')).toBe('/zpxxxq?id=p1');
    expect(screen.getByText('5千-8千/月')).toBeTruthy();
    expect(screen.getByText('退役军人优先')).toBeTruthy();
    expect((screen.getByLabelText('关键词') as HTMLInputElement).value).toBe('司机');
  });

  it('writes a new keyword into the URL and goes back to page 1', async () => {
    call.mockResolvedValue(page([position('p1', '物流配送司机')], 25, 2));
    renderPage('/zpgw', '/zpgw?keyword=司机&regionCode=130100&pageNo=2', <PositionList />);
    await screen.findByText('物流配送司机');

    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '保安' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));

    await waitFor(() =>
      expect(where()).toBe(`/zpgw?keyword=${encodeURIComponent('保安')}&regionCode=130100`),
    );
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith(portalApi.positionList.path, {
        query: { keyword: '保安', regionCode: '130100', pageNo: 1, pageSize: 10 },
      }),
    );
  });

  it('writes the chosen page into the URL', async () => {
    call.mockResolvedValue(page([position('p1', '物流配送司机')], 25));
    renderPage('/zpgw', '/zpgw?keyword=司机', <PositionList />);
    await screen.findByText('物流配送司机');

    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() =>
      expect(where()).toBe(`/zpgw?keyword=${encodeURIComponent('司机')}&pageNo=3`),
    );
  });

  it('says so when nothing matches, and shows a failure with 重试', async () => {
    call.mockResolvedValueOnce(page([]));
    renderPage('/zpgw', '/zpgw?keyword=无此岗位', <PositionList />);
    expect(await screen.findByText('没有找到符合条件的岗位')).toBeTruthy();
    cleanup();

    call.mockRejectedValueOnce(new Error('网络异常'));
    renderPage('/zpgw', '/zpgw', <PositionList />);
    expect(await screen.findByText('加载失败')).toBeTruthy();
    expect(screen.getByText('网络异常')).toBeTruthy();
    call.mockResolvedValueOnce(page([position('p2', '安保主管')]));
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('安保主管')).toBeTruthy();
  });
});
