// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { type PortalCompanyDetail, type PortalPositionDetail, portalApi } from '@vets/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { portalRead } from '../../portal-http';
import { renderPage } from '../../test-render';
import PositionDetail from './PositionDetail';

vi.mock('../../portal-http', async (original) => ({
  ...(await original<typeof import('../../portal-http')>()),
  portalRead: vi.fn(),
}));
const call = vi.mocked(portalRead);

const detail: PortalPositionDetail = {
  id: 'p1',
  title: '物流配送司机',
  companyId: 'c1',
  companyName: '冀运物流有限公司',
  categoryName: '驾驶员',
  regionCode: '130102',
  regionName: '长安区',
  salaryMin: 5000,
  salaryMax: null,
  education: '3',
  educationText: '高中',
  experienceYears: 0,
  headcount: 3,
  welfareTags: '五险一金，包吃住',
  veteranPriority: 'N',
  publishTime: '2026-05-01 10:00:00',
  expireDate: '2099-12-31',
  description: '负责市区配送。\n持C1驾照。',
  workAddress: '石家庄市长安区中山东路1号',
  workNatureText: '全职',
  ageMin: 20,
  ageMax: 45,
  skillTags: '驾驶',
  viewCount: 12,
};

const company = { id: 'c1', companyName: '冀运物流有限公司', industryName: '交通运输' };

beforeEach(() => call.mockReset());
afterEach(cleanup);

describe('PositionDetail', () => {
  it('shows the position and links to its company', async () => {
    call.mockImplementation((async (path: string) =>
      path === portalApi.positionById.path
        ? detail
        : (company as PortalCompanyDetail)) as typeof portalRead);
    renderPage('/zpxxxq', '/zpxxxq?id=p1', <PositionDetail />);

    expect(await screen.findByRole('heading', { name: '物流配送司机' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith(portalApi.positionById.path, { query: { id: 'p1' } });
    expect(screen.getByText('≥5千/月')).toBeTruthy();
    for (const text of ['经验不限', '招3人', '全职', '20-45岁', '五险一金', '包吃住', '驾驶']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('石家庄市长安区中山东路1号')).toBeTruthy();
    expect(screen.getByText(/负责市区配送。\s*持C1驾照。/)).toBeTruthy();
    const link = screen.getByRole('link', { name: '查看企业信息' });
    expect(link.getAttribute('href')).toBe('/zpxxxq/qyxx?id=c1');
    expect(await screen.findByText('交通运输')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(portalApi.companyById.path, { query: { id: 'c1' } });
  });

  it('says the position is gone when the server answers 404', async () => {
    call.mockRejectedValueOnce(new ApiError(404, '岗位不存在或已下线'));
    renderPage('/zpxxxq', '/zpxxxq?id=gone', <PositionDetail />);
    expect(await screen.findAllByText('岗位不存在或已下线')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: '返回岗位列表' })).toBeTruthy();
  });

  it('asks nothing without an id', async () => {
    renderPage('/zpxxxq', '/zpxxxq', <PositionDetail />);
    expect(await screen.findByText('缺少参数：id')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});
